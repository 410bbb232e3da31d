import type { ReactNode } from 'react';
import { ItemGrid } from '../ItemGrid.js';

export interface CardsProps {
  title?: string;
  /** Rendered markdown: an optional intro, then `:::card` sections. */
  children?: ReactNode;
}

/** A titled row of cards (`::::cards`) that wraps on narrow screens. */
export function Cards({ title, children }: CardsProps) {
  return (
    <ItemGrid landing="cards" itemLanding="card" title={title} density="compact">
      {children}
    </ItemGrid>
  );
}
