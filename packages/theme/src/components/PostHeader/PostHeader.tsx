import { DateText } from '../DateText/index.js';
import { useI18n } from '../../i18n/I18nContext.js';
import type { Author } from '../../types.js';
import { Link } from '../Link/index.js';
import { AuthorName } from '../AuthorCard/AuthorName.js';
import { AuthorSocials } from '../AuthorSocials/index.js';
import { pageTitleSearchAttributes } from '../Search/search-sections.js';
import styles from './PostHeader.module.css';

export interface PostHeaderProps {
  title: string;
  /** Where the title links to; the post page's own title does not link. */
  permalink?: string;
  /** Publication date, `YYYY-MM-DD`. */
  date: string;
  /** Whole minutes; absent when the blog does not show reading time. */
  readingTime?: number;
  authors: Author[];
  /** `h1` on the post page, `h2` in lists. */
  headingLevel: 1 | 2;
}

/** Title, date, reading time and authors of a post. */
export function PostHeader({ title, permalink, date, readingTime, authors, headingLevel }: PostHeaderProps) {
  const { t } = useI18n();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <header className={styles.root}>
      <Heading
        className={headingLevel === 1 ? `${styles.title} ${styles.pageTitle}` : styles.title}
        {...(headingLevel === 1 ? pageTitleSearchAttributes() : {})}
      >
        {permalink ? <Link to={permalink}>{title}</Link> : title}
      </Heading>
      <p className={styles.meta} data-pagefind-ignore="">
        <DateText date={date} />
        {readingTime !== undefined && (
          <>
            {' · '}
            {t('blog.readingTime', { count: readingTime })}
          </>
        )}
      </p>
      {authors.length > 0 && (
        <ul className={styles.authors} aria-label={t('blog.authors')}>
          {authors.map((author) => (
            <li key={author.name} className={styles.author}>
              {author.imageUrl && (
                <img className={styles.avatar} src={author.imageUrl} alt="" width={32} height={32} loading="lazy" />
              )}
              <span>
                <AuthorName author={author} className={styles.authorName} />
                {author.title && <span className={styles.authorTitle}>{author.title}</span>}
                {author.socials && <AuthorSocials author={author.name} socials={author.socials} />}
              </span>
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}
