import { Link } from '../components/Link/index.js';
import type { PageLink } from '../types.js';
import styles from './layout.module.css';

export interface PagerProps {
  label: string;
  previous?: PageLink & { sublabel: string };
  next?: PageLink & { sublabel: string };
}

/** Links to the previous and next page of a sequence (posts, docs). */
export function Pager({ label, previous, next }: PagerProps) {
  if (!previous && !next) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      {previous && (
        <Link to={previous.permalink} className={styles.pagerLink} rel="prev">
          <span className={styles.pagerSublabel}>{previous.sublabel}</span>
          <span className={styles.pagerTitle}>« {previous.title}</span>
        </Link>
      )}
      {next && (
        <Link to={next.permalink} className={`${styles.pagerLink} ${styles.pagerNext}`} rel="next">
          <span className={styles.pagerSublabel}>{next.sublabel}</span>
          <span className={styles.pagerTitle}>{next.title} »</span>
        </Link>
      )}
    </nav>
  );
}
