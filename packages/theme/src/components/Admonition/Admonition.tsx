import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/I18nContext.js';
import { admonitionStyleOf, type AdmonitionType } from './admonition-types.js';
import { AdmonitionIcon } from './AdmonitionIcon.js';
import styles from './Admonition.module.css';

export interface AdmonitionProps {
  type: AdmonitionType;
  /** The author's title (`:::tip[Schneller]`); without one the German name of the type is shown. */
  title?: string;
  children: ReactNode;
}

/**
 * A highlighted note, tip, info, caution, warning or danger box with an icon and a title; `secondary`, `important`
 * and `success` look like a note, an info and a tip.
 */
export function Admonition({ type, title, children }: AdmonitionProps) {
  const t = useT();
  const titleId = useId();
  const look = admonitionStyleOf(type);
  return (
    <div role="note" aria-labelledby={titleId} className={`${styles.root} ${styles[look]}`} data-admonition={type}>
      <p className={styles.title} id={titleId}>
        <span className={styles.icon}>
          <AdmonitionIcon type={look} />
        </span>
        {title ?? t(`admonition.${type}`)}
      </p>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
