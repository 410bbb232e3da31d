import type { ReactNode } from 'react';
import { splitItems } from '../landing-children.js';
import { SectionHeader } from '../SectionHeader.js';
import styles from './Columns.module.css';

export interface ColumnsProps {
  title?: string;
  /** Rendered markdown: an optional intro, then `:::column` sections. */
  children?: ReactNode;
}

/** Side-by-side columns (`::::columns`) of equal width that stack on phones. */
export function Columns({ title, children }: ColumnsProps) {
  const { intro, items } = splitItems(children, 'column');
  return (
    <section className={styles.root} data-landing="columns">
      <SectionHeader title={title}>{intro}</SectionHeader>
      <div className={styles.grid}>{items}</div>
    </section>
  );
}
