import type { ReactNode } from 'react';
import { Actions } from '../Actions.js';
import { splitActions } from '../landing-children.js';
import styles from './CallToAction.module.css';

export interface CallToActionProps {
  title?: string;
  /** Rendered markdown; paragraphs made only of links become the buttons. */
  children?: ReactNode;
}

/** A brand-coloured band (`:::cta`) asking the reader to take the next step. */
export function CallToAction({ title, children }: CallToActionProps) {
  const { body, links } = splitActions(children);
  return (
    <section className={styles.root} data-landing="cta">
      {title && <h2 className={styles.title}>{title}</h2>}
      {body.length > 0 && <div className={styles.text}>{body}</div>}
      <Actions links={links} tone="onBrand" isCentered />
    </section>
  );
}
