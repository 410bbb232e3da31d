import type { ReactNode } from 'react';
import { splitItems } from './landing-children.js';
import { SectionHeader } from './SectionHeader.js';
import styles from './ItemGrid.module.css';

export interface ItemGridProps {
  /** The section's directive name, e.g. `cards`, and that of its items, e.g. `card`. */
  landing: string;
  itemLanding: string;
  title?: string | undefined;
  /** compact: many narrow items; regular: two to three per row; spacious: wide gaps. */
  density: 'compact' | 'regular' | 'spacious';
  /** Rendered markdown: an optional intro, then the item sections. */
  children?: ReactNode;
}

/** A titled section whose item sections flow into a grid that wraps on narrow screens. */
export function ItemGrid({ landing, itemLanding, title, density, children }: ItemGridProps) {
  const { intro, items } = splitItems(children, itemLanding);
  return (
    <section className={styles.root} data-landing={landing}>
      <SectionHeader title={title}>{intro}</SectionHeader>
      <div className={`${styles.grid} ${styles[density]}`}>{items}</div>
    </section>
  );
}
