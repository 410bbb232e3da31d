import { Link } from '../../components/Link/index.js';
import { formatDate } from '../../i18n/format-date.js';
import { t } from '../../i18n/t.js';
import type { PageLink } from '../../types.js';
import styles from '../layout.module.css';

export interface BlogArchiveLayoutProps {
  years: { year: string; posts: (PageLink & { date: string })[] }[];
}

/** Every post of a blog by year, newest first. */
export function BlogArchiveLayout({ years }: BlogArchiveLayoutProps) {
  return (
    <div className={styles.container}>
      <h1>{t('blogArchive.title')}</h1>
      {years.map(({ year, posts }) => (
        <section key={year}>
          <h2>{year}</h2>
          <ul>
            {posts.map((post) => (
              <li key={post.permalink}>
                <Link to={post.permalink}>
                  <time dateTime={post.date}>{formatDate(post.date)}</time> - {post.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
