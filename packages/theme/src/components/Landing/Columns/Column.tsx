import type { ReactNode } from 'react';
import { LandingIcon } from '../LandingIcon/index.js';
import styles from './Columns.module.css';

export interface ColumnProps {
  title?: string;
  icon?: string;
  children?: ReactNode;
}

/** One column (`:::column[Titel]`) of free markdown. */
export function Column({ title, icon, children }: ColumnProps) {
  return (
    <section className={styles.column} data-landing="column">
      {(icon || title) && (
        <div className={styles.columnHeader}>
          {icon && <LandingIcon name={icon} />}
          {title && <h3 className={styles.columnTitle}>{title}</h3>}
        </div>
      )}
      {children}
    </section>
  );
}
