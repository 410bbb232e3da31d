import { useState, type ReactNode } from 'react';

/** A button that shows its children on demand: a site component that MDX content uses, hydrated as an island. */
export default function Reveal({ label, children }: { label: string; children?: ReactNode }) {
  const [isShown, setShown] = useState(false);
  return (
    <span>
      <button type="button" aria-expanded={isShown} onClick={() => setShown((shown) => !shown)}>
        {label}
      </button>{' '}
      <span hidden={!isShown}>{children}</span>
    </span>
  );
}
