import { t } from '../../i18n/t.js';
import { Link } from '../Link/index.js';
import styles from './Pagination.module.css';

export interface PaginationProps {
  /** URL of the page with newer posts; absent on the first page. */
  newerUrl?: string;
  /** URL of the page with older posts; absent on the last page. */
  olderUrl?: string;
}

/** Links between the pages of a post list. */
export function Pagination({ newerUrl, olderUrl }: PaginationProps) {
  if (!newerUrl && !olderUrl) return null;
  return (
    <nav className={styles.root} aria-label={t('blogList.label')}>
      {newerUrl && (
        <Link to={newerUrl} rel="prev" className={styles.link}>
          « {t('blogList.newer')}
        </Link>
      )}
      {olderUrl && (
        <Link to={olderUrl} rel="next" className={`${styles.link} ${styles.older}`}>
          {t('blogList.older')} »
        </Link>
      )}
    </nav>
  );
}
