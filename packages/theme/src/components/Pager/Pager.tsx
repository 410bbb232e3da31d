import type { MessageKey } from '../../i18n/de.js';
import type { Translate } from '../../i18n/translate.js';
import type { PageLink } from '../../types.js';
import { Link } from '../Link/index.js';
import styles from './Pager.module.css';

export type PagerLink = PageLink & {
  /** Small text above the title: `Zurück`, `Älterer Post`. */
  sublabel: string;
};

export interface PagerProps {
  /** Name of the navigation landmark. */
  label: string;
  previous?: PagerLink;
  next?: PagerLink;
}

/** Links to the previous and next page of a sequence (posts, docs); renders nothing without either. */
export function Pager({ label, previous, next }: PagerProps) {
  if (!previous && !next) return null;
  return (
    <nav className={styles.root} aria-label={label}>
      {previous && (
        <Link to={previous.permalink} className={styles.link} rel="prev">
          <span className={styles.sublabel}>{previous.sublabel}</span>
          <span className={styles.title}>
            <span aria-hidden="true">« </span>
            {previous.title}
          </span>
        </Link>
      )}
      {next && (
        <Link to={next.permalink} className={`${styles.link} ${styles.next}`} rel="next">
          <span className={styles.sublabel}>{next.sublabel}</span>
          <span className={styles.title}>
            {next.title}
            <span aria-hidden="true"> »</span>
          </span>
        </Link>
      )}
    </nav>
  );
}

/** Pager links from a route's previous/next pages with the given sublabels. */
export function pagerLinks(
  pages: { previous?: PageLink; next?: PageLink },
  sublabels: { previous: MessageKey; next: MessageKey },
  t: Translate,
): Pick<PagerProps, 'previous' | 'next'> {
  return {
    ...(pages.previous ? { previous: { ...pages.previous, sublabel: t(sublabels.previous) } } : {}),
    ...(pages.next ? { next: { ...pages.next, sublabel: t(sublabels.next) } } : {}),
  };
}
