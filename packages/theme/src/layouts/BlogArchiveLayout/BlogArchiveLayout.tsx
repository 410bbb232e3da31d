import { DateText } from '../../components/DateText/index.js';
import { Link } from '../../components/Link/index.js';
import { useI18n } from '../../i18n/I18nContext.js';
import type { PageLink } from '../../types.js';
import styles from './BlogArchiveLayout.module.css';

export interface BlogArchiveLayoutProps {
  /** Newest year first, each with its posts newest first. */
  years: { year: string; posts: (PageLink & { date: string })[] }[];
}

/** Every post of a blog by year, as `{date} - {title}` links. */
export function BlogArchiveLayout({ years }: BlogArchiveLayoutProps) {
  const { t } = useI18n();
  return (
    <div className={styles.root}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{t('blogArchive.title')}</h1>
      </header>
      <div className={styles.years}>
        {years.map(({ year, posts }) => (
          <section key={year} className={styles.year} aria-labelledby={`archive-${year}`}>
            <h2 id={`archive-${year}`} className={styles.yearHeading}>
              {year} <span className={styles.count}>{t('blogTag.posts', { count: posts.length })}</span>
            </h2>
            <ul className={styles.list}>
              {posts.map((post) => (
                <li key={post.permalink}>
                  <Link to={post.permalink} className={styles.entry}>
                    <DateText date={post.date} className={styles.date} />
                    {' - '}
                    {post.title}
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
