import { useLocation } from 'react-router-dom';
import { Link } from '../../components/Link/index.js';
import { useT } from '../../i18n/I18nContext.js';
import type { BlogSidebarData } from '../../types.js';
import styles from './BlogSidebar.module.css';

export type BlogSidebarProps = BlogSidebarData;

/** The recent-posts list beside blog pages; the post being read is marked as the current page. */
export function BlogSidebar({ title, items }: BlogSidebarProps) {
  const t = useT();
  const { pathname } = useLocation();
  if (items.length === 0) return null;
  return (
    <nav className={`side-panel ${styles.root}`} aria-label={t('blog.sidebarLabel')}>
      <p className="side-panel-title">{title ?? t('blog.sidebarTitle')}</p>
      <ul className={styles.list}>
        {items.map((item) => {
          const isCurrent = item.permalink === pathname;
          return (
            <li key={item.permalink}>
              <Link
                to={item.permalink}
                className={isCurrent ? `${styles.link} ${styles.isCurrent}` : styles.link}
                aria-current={isCurrent ? 'page' : undefined}
              >
                {item.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
