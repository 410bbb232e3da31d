import { useRef, type MouseEvent, type ReactNode } from 'react';
import { useT } from '../../i18n/I18nContext.js';
import { ISLAND_SLOT } from '../../islands/find-islands.js';
import { StaticHtml } from '../../islands/StaticHtml.js';
import { useCollapse } from './useCollapse.js';
import styles from './Details.module.css';

export interface DetailsProps {
  /** The line that stays visible and opens or closes the rest; "Details" when absent. */
  summary?: ReactNode;
  /** Starts open, as `<details open>` does. */
  isInitiallyOpen?: boolean;
  children?: ReactNode;
  /** The summary and the content as prerendered HTML, in place of `summary` and `children`: for the island. */
  html?: { summary: string; content: string };
}

/**
 * A `details` element whose content slides open and closed, taking longer for taller content (1 ms with
 * reduced motion). Without JavaScript it is a plain `details` element.
 */
export function Details({ summary, isInitiallyOpen = false, children, html }: DetailsProps) {
  const t = useT();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const { isClosing, toggle } = useCollapse(detailsRef, contentRef);
  const onSummaryClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) return;
    event.preventDefault();
    toggle();
  };

  return (
    <details ref={detailsRef} open={isInitiallyOpen} className={`${styles.root} ${isClosing ? styles.isClosing : ''}`}>
      {html ? (
        <StaticHtml as="summary" className={styles.summary} onClick={onSummaryClick} html={html.summary} />
      ) : (
        <summary className={styles.summary} onClick={onSummaryClick} {...ISLAND_SLOT}>
          {summary ?? t('details.summary')}
        </summary>
      )}
      <div ref={contentRef} className={styles.content}>
        {html ? (
          <StaticHtml className={styles.inner} html={html.content} />
        ) : (
          <div className={styles.inner} {...ISLAND_SLOT}>
            {children}
          </div>
        )}
      </div>
    </details>
  );
}
