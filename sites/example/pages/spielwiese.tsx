import { useState } from 'react';

export const title = 'Spielwiese';
export const description = 'Eine Seite aus React statt Markdown: ein kleiner Zähler, der erst im Browser zu zählen beginnt.';

const column = { maxWidth: '48rem', marginInline: 'auto', padding: 'var(--space-12) var(--space-4) var(--space-16)' };

/** A React page: its route is /spielwiese, and its code is a chunk that loads on this route only. */
export default function Spielwiese() {
  const [pods, setPods] = useState(0);
  return (
    <div style={column}>
      <h1>Spielwiese</h1>
      <p>
        Diese Seite ist keine Markdown-Datei, sondern eine React-Komponente in <code>pages/spielwiese.tsx</code>. Kran rendert
        sie beim Bauen zu HTML; im Browser übernimmt React und der Knopf zählt.
      </p>
      <p>
        <button type="button" onClick={() => setPods((count) => count + 1)}>
          Pod starten
        </button>{' '}
        <button type="button" onClick={() => setPods(0)} disabled={pods === 0}>
          Alle anhalten
        </button>
      </p>
      <p role="status">{pods === 0 ? 'Es läuft noch kein Pod.' : pods === 1 ? 'Es läuft 1 Pod.' : `Es laufen ${pods} Pods.`}</p>
    </div>
  );
}
