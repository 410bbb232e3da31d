import type { AdmonitionStyle } from './admonition-types.js';

const paths: Record<AdmonitionStyle, string[]> = {
  note: ['M4 20h4L19 9l-4-4L4 16z', 'M13.5 6.5l4 4'],
  tip: [
    'M9.5 17.5h5',
    'M10.5 21h3',
    'M12 3a6 6 0 0 0-3.6 10.8c.7.5 1.1 1.3 1.1 2.2v1.5h5V16c0-.9.4-1.7 1.1-2.2A6 6 0 0 0 12 3z',
  ],
  info: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M12 11v6', 'M12 7.5v.5'],
  caution: ['M12 3.5L21.5 20h-19z', 'M12 10v4.5', 'M12 17.2v.3'],
  warning: ['M12 3.5L21.5 20h-19z', 'M12 10v4.5', 'M12 17.2v.3'],
  danger: ['M8 3h8l5 5v8l-5 5H8l-5-5V8z', 'M12 7.5v5.5', 'M12 16.2v.3'],
};

/** The decorative icon in an admonition's title: pencil, light bulb, i, triangle or octagon. */
export function AdmonitionIcon({ type }: { type: AdmonitionStyle }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[type].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
