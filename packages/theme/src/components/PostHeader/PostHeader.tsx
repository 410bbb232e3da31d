import { formatDate } from '../../i18n/format-date.js';
import { t } from '../../i18n/t.js';
import type { Author } from '../../types.js';
import { Link } from '../Link/index.js';
import styles from './PostHeader.module.css';

export interface PostHeaderProps {
  title: string;
  /** Where the title links to; the post page's own title does not link. */
  permalink?: string;
  date: string;
  readingTime?: number;
  authors: Author[];
  /** `h1` on the post page, `h2` in lists. */
  headingLevel: 1 | 2;
}

/** Title, date, reading time and authors of a post. */
export function PostHeader({ title, permalink, date, readingTime, authors, headingLevel }: PostHeaderProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <header className={styles.root}>
      <Heading className={styles.title}>{permalink ? <Link to={permalink}>{title}</Link> : title}</Heading>
      <p className={styles.meta}>
        <time dateTime={date}>{formatDate(date)}</time>
        {readingTime !== undefined && (
          <>
            {' · '}
            {t('blog.readingTime', { count: readingTime })}
          </>
        )}
      </p>
      {authors.length > 0 && (
        <ul className={styles.authors}>
          {authors.map((author) => (
            <li key={author.name}>
              {author.url ? <Link to={author.url}>{author.name}</Link> : author.name}
              {author.title && <span className={styles.authorTitle}> · {author.title}</span>}
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}
