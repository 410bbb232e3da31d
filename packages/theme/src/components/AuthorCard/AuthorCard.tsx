import { useT } from '../../i18n/I18nContext.js';
import type { Author } from '../../types.js';
import { AuthorSocials } from '../AuthorSocials/index.js';
import styles from './AuthorCard.module.css';
import { AuthorName } from './AuthorName.js';

export interface AuthorCardProps {
  author: Author;
  /** `h1` on the author's own page, `h2` in the list of authors. */
  headingLevel: 1 | 2;
  /** The author's number of posts, shown beside the name in the list of authors. */
  count?: number;
}

/** An author with picture, name (linking to their page or site), title, number of posts and profile links. */
export function AuthorCard({ author, headingLevel, count }: AuthorCardProps) {
  const t = useT();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.root}>
      {author.imageUrl && <img className={styles.avatar} src={author.imageUrl} alt="" width={64} height={64} />}
      <div>
        <Heading className={headingLevel === 1 ? `${styles.name} ${styles.pageName}` : styles.name}>
          <AuthorName author={headingLevel === 1 ? { ...author, page: undefined } : author} />
          {count !== undefined && (
            <span className={styles.count}>
              <span aria-hidden="true">{count}</span>
              <span className="visually-hidden"> ({t('blogTag.posts', { count })})</span>
            </span>
          )}
        </Heading>
        {author.title && <p className={styles.title}>{author.title}</p>}
        {author.socials && <AuthorSocials author={author.name} socials={author.socials} />}
      </div>
    </div>
  );
}
