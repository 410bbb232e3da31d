import { useRef, type ReactNode } from 'react';
import { useT } from '../../i18n/I18nContext.js';
import { useCollapse } from './useCollapse.js';
import styles from './Details.module.css';

export interface DetailsProps {
  /** The line that stays visible and opens or closes the rest; "Details" when absent. */
  summary?: ReactNode;
  /** Starts open, as `<details open>` does. */
  isInitiallyOpen?: boolean;
  children: ReactNode;
}

/**
 * A `details` element whose content slides open and closed, taking longer for taller content (1 ms with
 * reduced motion). Without JavaScript it is a plain `details` element.
 */
export function Details({ summary, isInitiallyOpen = false, children }: DetailsProps) {
  const t = useT();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const { isClosing, toggle } = useCollapse(detailsRef, contentRef);

  return (
    <details ref={detailsRef} open={isInitiallyOpen} className={`${styles.root} ${isClosing ? styles.isClosing : ''}`}>
      <summary
        className={styles.summary}
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a')) return;
          event.preventDefault();
          toggle();
        }}
      >
        {summary ?? t('details.summary')}
      </summary>
      <div ref={contentRef} className={styles.content}>
        <div className={styles.inner}>{children}</div>
      </div>
    </details>
  );
}
