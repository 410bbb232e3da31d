import { Link } from '../../components/Link/index.js';
import { useT } from '../../i18n/I18nContext.js';
import type { RouteProps } from '../../types.js';
import { BlogListLayout } from '../BlogListLayout/index.js';
import styles from './BlogTagPostsLayout.module.css';

export type BlogTagPostsLayoutProps = Omit<Extract<RouteProps, { kind: 'blogTagPosts' }>, 'kind' | 'path'>;

/**
 * The posts with one tag: a heading with their number, the description of a predefined tag, a link to all tags, the
 * list and its pagination.
 */
export function BlogTagPostsLayout({ tag, allTagsPath, posts, pagination, sidebar }: BlogTagPostsLayoutProps) {
  const t = useT();
  const heading = t('blogTag.heading', { count: tag.count, tag: tag.label });
  const header = (
    <header className={styles.header}>
      <h1 className={styles.title}>{heading}</h1>
      {tag.description && <p className={styles.description}>{tag.description}</p>}
      <Link to={allTagsPath} className={styles.allTags}>
        {t('blogTag.allTags')}
      </Link>
    </header>
  );
  return <BlogListLayout title={heading} header={header} posts={posts} pagination={pagination} sidebar={sidebar} />;
}
