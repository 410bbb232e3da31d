import { useT } from '../../i18n/I18nContext.js';
import type { Tag } from '../../types.js';
import { Link } from '../Link/index.js';
import styles from './TagList.module.css';

export interface TagListProps {
  tags: Tag[];
}

/** "Tags:" followed by a link to each tag's page. */
export function TagList({ tags }: TagListProps) {
  const t = useT();
  if (tags.length === 0) return null;
  return (
    <div className={styles.root}>
      <span className={styles.label}>{t('blog.tags')}</span>
      <ul className={styles.list}>
        {tags.map((tag) => (
          <li key={tag.permalink}>
            <Link to={tag.permalink} className={styles.tag}>
              {tag.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
