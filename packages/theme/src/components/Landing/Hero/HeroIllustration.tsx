/** A terminal in front of a pod of three containers; decoration only. */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <rect
        x="96"
        y="20"
        width="210"
        height="150"
        rx="22"
        fill="var(--color-surface)"
        stroke="var(--color-brand-soft-border)"
        strokeWidth="2"
        strokeDasharray="7 6"
      />
      {[0, 1, 2].map((index) => (
        <g key={index} transform={`translate(${122 + index * 60} 52)`}>
          <path
            d="M24 0 48 13v28L24 54 0 41V13z"
            fill="var(--color-brand-soft)"
            stroke="var(--color-brand)"
            strokeWidth="2"
            strokeLinejoin="round"
          />
          <path
            d="M0 13l24 13 24-13M24 26v28"
            fill="none"
            stroke="var(--color-brand)"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </g>
      ))}
      <rect x="14" y="112" width="190" height="108" rx="14" fill="var(--color-code-background)" />
      <circle cx="34" cy="130" r="4.5" fill="#ff6b6b" />
      <circle cx="50" cy="130" r="4.5" fill="#ffcc5c" />
      <circle cx="66" cy="130" r="4.5" fill="#5fd4a0" />
      <path
        d="m30 158 9 7-9 7"
        fill="none"
        stroke="var(--color-accent)"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="48" y="162" width="96" height="7" rx="3.5" fill="var(--color-code-text)" opacity="0.85" />
      <rect x="30" y="186" width="130" height="7" rx="3.5" fill="var(--color-code-text)" opacity="0.45" />
      <rect x="30" y="202" width="82" height="7" rx="3.5" fill="var(--color-code-text)" opacity="0.45" />
    </svg>
  );
}
