import type { ReactNode } from 'react';
import { splitItems } from '../landing-children.js';
import { SectionHeader } from '../SectionHeader.js';
import styles from './Cards.module.css';

export interface CardsProps {
  title?: string;
  /** Rendered markdown: an optional intro, then `:::card` sections. */
  children?: ReactNode;
}

/** A titled row of cards (`::::cards`) that wraps on narrow screens. */
export function Cards({ title, children }: CardsProps) {
  const { intro, items } = splitItems(children, 'card');
  return (
    <section className={styles.root} data-landing="cards">
      <SectionHeader title={title}>{intro}</SectionHeader>
      <div className={styles.grid}>{items}</div>
    </section>
  );
}
