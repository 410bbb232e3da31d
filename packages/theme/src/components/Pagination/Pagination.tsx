import { useT } from '../../i18n/I18nContext.js';
import { Link } from '../Link/index.js';
import styles from './Pagination.module.css';

export interface PaginationProps {
  /** URL of the page with newer posts; absent on the first page. */
  newerUrl?: string;
  /** URL of the page with older posts; absent on the last page. */
  olderUrl?: string;
  /** Number of this page, from 1; shown with `totalPages` between the links. */
  page?: number;
  totalPages?: number;
}

/** Links between the pages of a post list; renders nothing for a list that fits on one page. */
export function Pagination({ newerUrl, olderUrl, page, totalPages }: PaginationProps) {
  const t = useT();
  if (!newerUrl && !olderUrl) return null;
  return (
    <nav className={styles.root} aria-label={t('blogList.label')}>
      {newerUrl && (
        <Link to={newerUrl} rel="prev" className={`${styles.link} ${styles.newer}`}>
          « {t('blogList.newer')}
        </Link>
      )}
      {page !== undefined && totalPages !== undefined && (
        <p className={styles.position}>{t('blogList.pageOf', { page, totalPages })}</p>
      )}
      {olderUrl && (
        <Link to={olderUrl} rel="next" className={`${styles.link} ${styles.older}`}>
          {t('blogList.older')} »
        </Link>
      )}
    </nav>
  );
}
