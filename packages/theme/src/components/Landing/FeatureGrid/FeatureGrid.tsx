import type { ReactNode } from 'react';
import { splitItems } from '../landing-children.js';
import { SectionHeader } from '../SectionHeader.js';
import styles from './FeatureGrid.module.css';

export interface FeatureGridProps {
  title?: string;
  /** Rendered markdown: an optional intro, then `:::feature` sections. */
  children?: ReactNode;
}

/** A titled grid of features (`::::features`), two to three per row. */
export function FeatureGrid({ title, children }: FeatureGridProps) {
  const { intro, items } = splitItems(children, 'feature');
  return (
    <section className={styles.root} data-landing="features">
      <SectionHeader title={title}>{intro}</SectionHeader>
      <div className={styles.grid}>{items}</div>
    </section>
  );
}
