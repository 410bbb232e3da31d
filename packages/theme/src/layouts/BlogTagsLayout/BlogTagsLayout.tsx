import { Link } from '../../components/Link/index.js';
import { useI18n } from '../../i18n/I18nContext.js';
import type { BlogSidebarData } from '../../types.js';
import { BlogLayout } from '../BlogLayout/index.js';
import styles from './BlogTagsLayout.module.css';
import { groupTagsByLetter, type CountedTag } from './group-tags-by-letter.js';

export interface BlogTagsLayoutProps {
  tags: CountedTag[];
  sidebar: BlogSidebarData;
}

/** All tags of a blog, grouped by their first letter, each with its number of posts. */
export function BlogTagsLayout({ tags, sidebar }: BlogTagsLayoutProps) {
  const { t, locale, compareText } = useI18n();
  return (
    <BlogLayout sidebar={sidebar}>
      <h1 className={styles.title}>{t('blogTags.title')}</h1>
      <div className={styles.groups}>
        {groupTagsByLetter(tags, locale, compareText).map(({ letter, tags: group }) => (
          <section key={letter} className={styles.group} aria-labelledby={`tags-${letter}`}>
            <h2 id={`tags-${letter}`} className={styles.letter}>
              {letter}
            </h2>
            <ul className={styles.list}>
              {group.map((tag) => (
                <li key={tag.permalink}>
                  <Link to={tag.permalink} className={styles.tag}>
                    {tag.label}
                    <span className={styles.count}>
                      <span aria-hidden="true">{tag.count}</span>
                      <span className="visually-hidden"> ({t('blogTag.posts', { count: tag.count })})</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </BlogLayout>
  );
}
