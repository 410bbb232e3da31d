import { AuthorCard } from '../../components/AuthorCard/index.js';
import { useT } from '../../i18n/I18nContext.js';
import type { RouteProps } from '../../types.js';
import { BlogLayout } from '../BlogLayout/index.js';
import styles from './BlogAuthorsLayout.module.css';

export type BlogAuthorsLayoutProps = Omit<Extract<RouteProps, { kind: 'blogAuthors' }>, 'kind' | 'path'>;

/** The authors of a blog in the order of its authors file, each with their number of posts and profile links. */
export function BlogAuthorsLayout({ authors, sidebar }: BlogAuthorsLayoutProps) {
  const t = useT();
  return (
    <BlogLayout sidebar={sidebar}>
      <h1 className={styles.title}>{t('blogAuthors.title')}</h1>
      <ul className={styles.list}>
        {authors.map((author) => (
          <li key={author.key} className={styles.author}>
            <AuthorCard author={author} headingLevel={2} count={author.count} />
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}
