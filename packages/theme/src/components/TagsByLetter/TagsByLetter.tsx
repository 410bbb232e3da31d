import { useI18n } from '../../i18n/I18nContext.js';
import { Link } from '../Link/index.js';
import styles from './TagsByLetter.module.css';
import { groupTagsByLetter, type CountedTag } from './group-tags-by-letter.js';

export interface TagsByLetterProps {
  tags: CountedTag[];
  /** Names a tag's number of posts or docs for screen readers: `blogTag.posts`, `docTag.docs`. */
  countKey: 'blogTag.posts' | 'docTag.docs';
}

/** Tags grouped by their first letter, each linking to its page with its number of posts or docs. */
export function TagsByLetter({ tags, countKey }: TagsByLetterProps) {
  const { t, locale, compareText } = useI18n();
  return (
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
                    <span className="visually-hidden"> ({t(countKey, { count: tag.count })})</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
