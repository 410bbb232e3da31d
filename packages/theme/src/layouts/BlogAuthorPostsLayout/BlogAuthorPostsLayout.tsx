import { AuthorCard } from '../../components/AuthorCard/index.js';
import { Link } from '../../components/Link/index.js';
import { useT } from '../../i18n/I18nContext.js';
import type { RouteProps } from '../../types.js';
import { BlogListLayout } from '../BlogListLayout/index.js';
import styles from './BlogAuthorPostsLayout.module.css';

export type BlogAuthorPostsLayoutProps = Omit<Extract<RouteProps, { kind: 'blogAuthorPosts' }>, 'kind' | 'path'>;

/** The posts of one author: the author with description and profile links, a link to all authors, the list. */
export function BlogAuthorPostsLayout({
  author,
  allAuthorsPath,
  posts,
  pagination,
  sidebar,
}: BlogAuthorPostsLayoutProps) {
  const t = useT();
  const header = (
    <header className={styles.header}>
      <AuthorCard author={author} headingLevel={1} />
      {author.description && <p className={styles.description}>{author.description}</p>}
      <Link to={allAuthorsPath} className={styles.allAuthors}>
        {t('blogAuthor.allAuthors')}
      </Link>
      {posts.length === 0 && <p>{t('blogAuthor.noPosts')}</p>}
    </header>
  );
  return <BlogListLayout title={author.name} header={header} posts={posts} pagination={pagination} sidebar={sidebar} />;
}
