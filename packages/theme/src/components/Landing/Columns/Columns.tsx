import type { ReactNode } from 'react';
import { ItemGrid } from '../ItemGrid.js';

export interface ColumnsProps {
  title?: string;
  /** Rendered markdown: an optional intro, then `:::column` sections. */
  children?: ReactNode;
}

/** Side-by-side columns (`::::columns`) of equal width that stack on phones. */
export function Columns({ title, children }: ColumnsProps) {
  return (
    <ItemGrid landing="columns" itemLanding="column" title={title} density="spacious">
      {children}
    </ItemGrid>
  );
}
