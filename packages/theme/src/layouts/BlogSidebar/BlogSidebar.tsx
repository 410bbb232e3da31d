import { Link } from '../../components/Link/index.js';
import { t } from '../../i18n/t.js';
import type { BlogSidebarData } from '../../types.js';
import styles from './BlogSidebar.module.css';

/** The recent-posts list beside blog pages. */
export function BlogSidebar({ title, items }: BlogSidebarData) {
  return (
    <nav className={styles.root} aria-label={t('blog.sidebarLabel')}>
      <p className={styles.title}>{title ?? t('blog.sidebarTitle')}</p>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.permalink}>
            <Link to={item.permalink}>{item.title}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
