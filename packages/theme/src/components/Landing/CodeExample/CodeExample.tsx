import type { ReactNode } from 'react';
import { splitCode } from '../landing-children.js';
import styles from './CodeExample.module.css';

export interface CodeExampleProps {
  title?: string;
  /** Rendered markdown: text and one or more code blocks. */
  children?: ReactNode;
}

/** Text beside a code block (`:::code-example`); stacked on narrow screens. */
export function CodeExample({ title, children }: CodeExampleProps) {
  const { text, code } = splitCode(children);
  return (
    <section className={styles.root} data-landing="code-example">
      <div className={styles.text}>
        {title && <h2 className={styles.title}>{title}</h2>}
        {text}
      </div>
      <div className={styles.code}>{code}</div>
    </section>
  );
}
