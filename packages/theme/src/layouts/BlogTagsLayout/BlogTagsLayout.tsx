import { Link } from '../../components/Link/index.js';
import { t } from '../../i18n/t.js';
import type { BlogSidebarData, Tag } from '../../types.js';
import { BlogSidebar } from '../BlogSidebar/index.js';
import styles from '../layout.module.css';
import tagStyles from './BlogTagsLayout.module.css';

export interface BlogTagsLayoutProps {
  tags: (Tag & { count: number })[];
  sidebar: BlogSidebarData;
}

/** All tags of a blog, grouped by their first letter, each with its number of posts. */
export function BlogTagsLayout({ tags, sidebar }: BlogTagsLayoutProps) {
  const groups = new Map<string, typeof tags>();
  for (const tag of tags) {
    const letter = tag.label.charAt(0).toLocaleUpperCase('de');
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return (
    <div className={`${styles.container} ${styles.withSidebar}`}>
      <div className={styles.hideOnMobile}>
        <BlogSidebar {...sidebar} />
      </div>
      <div className={styles.article}>
        <h1>{t('blogTags.title')}</h1>
        {[...groups].map(([letter, group]) => (
          <section key={letter} className={tagStyles.group}>
            <h2>{letter}</h2>
            <ul className={tagStyles.list}>
              {group.map((tag) => (
                <li key={tag.permalink}>
                  <Link to={tag.permalink} className={tagStyles.tag}>
                    {tag.label} <span className={tagStyles.count}>{tag.count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
