import type { ReactNode } from 'react';
import { ItemGrid } from '../ItemGrid.js';

export interface FeatureGridProps {
  title?: string;
  /** Rendered markdown: an optional intro, then `:::feature` sections. */
  children?: ReactNode;
}

/** A titled grid of features (`::::features`), two to three per row. */
export function FeatureGrid({ title, children }: FeatureGridProps) {
  return (
    <ItemGrid landing="features" itemLanding="feature" title={title} density="regular">
      {children}
    </ItemGrid>
  );
}
