import { useState } from 'react';

export const title = 'Playground';
export const description =
  'A page made with React instead of Markdown: a small counter that starts counting in the browser.';

const column = { maxWidth: '48rem', marginInline: 'auto', padding: 'var(--space-12) var(--space-4) var(--space-16)' };

function statusOf(pods: number): string {
  if (pods === 0) return 'No pod is running yet.';
  return pods === 1 ? '1 pod is running.' : `${pods} pods are running.`;
}

/** A React page: its route is /playground, and its code is a chunk that loads on this route only. */
export default function Playground() {
  const [pods, setPods] = useState(0);
  return (
    <div style={column}>
      <h1>Playground</h1>
      <p>
        This page is not a Markdown file but a React component in <code>pages/playground.tsx</code>. Kran renders it to
        HTML at build time; in the browser React takes over and the button counts.
      </p>
      <p>
        <button type="button" onClick={() => setPods((count) => count + 1)}>
          Start a pod
        </button>{' '}
        <button type="button" onClick={() => setPods(0)} disabled={pods === 0}>
          Stop all
        </button>
      </p>
      <p role="status">{statusOf(pods)}</p>
    </div>
  );
}
