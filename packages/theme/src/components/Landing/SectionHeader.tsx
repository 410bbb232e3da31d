import type { ReactNode } from 'react';
import styles from './SectionHeader.module.css';

export interface SectionHeaderProps {
  title?: string;
  /** Intro text below the title. */
  children?: ReactNode;
}

/** The centred title and intro above a landing section's items; nothing when both are empty. */
export function SectionHeader({ title, children }: SectionHeaderProps) {
  const hasIntro = Array.isArray(children) ? children.length > 0 : Boolean(children);
  if (!title && !hasIntro) return null;
  return (
    <header className={styles.root}>
      {title && <h2 className={styles.title}>{title}</h2>}
      {hasIntro && <div className={styles.intro}>{children}</div>}
    </header>
  );
}
