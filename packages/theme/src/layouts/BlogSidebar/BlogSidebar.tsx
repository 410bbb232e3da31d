import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../components/Link/index.js';
import { useT } from '../../i18n/I18nContext.js';
import type { BlogSidebarData, PageLink } from '../../types.js';
import styles from './BlogSidebar.module.css';
import { groupSidebarItemsByYear } from './group-by-year.js';

export type BlogSidebarProps = BlogSidebarData;

/**
 * The recent-posts list beside blog pages; the post being read is marked as the current page. With `groupByYear`
 * the posts stand under their year, as in Docusaurus 3.5 and later.
 */
export function BlogSidebar(props: BlogSidebarProps) {
  const t = useT();
  const { pathname } = useLocation();
  if (props.items.length === 0) return null;
  return (
    <nav className={`side-panel ${styles.root}`} aria-label={t('blog.sidebarLabel')}>
      <p className="side-panel-title">{props.title ?? t('blog.sidebarTitle')}</p>
      {props.groupByYear ? (
        groupSidebarItemsByYear(props.items).map(({ year, items: ofYear }) => (
          <YearGroup key={year} year={year} items={ofYear} pathname={pathname} />
        ))
      ) : (
        <PostList items={props.items} pathname={pathname} />
      )}
    </nav>
  );
}

function YearGroup({ year, items, pathname }: { year: string; items: PageLink[]; pathname: string }) {
  const yearId = useId();
  return (
    <div role="group" aria-labelledby={yearId} className={styles.yearGroup}>
      <p id={yearId} className={styles.year}>
        {year}
      </p>
      <PostList items={items} pathname={pathname} />
    </div>
  );
}

function PostList({ items, pathname }: { items: PageLink[]; pathname: string }) {
  return (
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
  );
}
