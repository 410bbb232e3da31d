import type { ReactNode } from 'react';
import { Link } from '../../components/Link/index.js';
import { Markdown } from '../../components/Markdown/index.js';
import { Pagination } from '../../components/Pagination/index.js';
import { PostHeader } from '../../components/PostHeader/index.js';
import { TagList } from '../../components/TagList/index.js';
import { t } from '../../i18n/t.js';
import type { BlogSidebarData, ListPagination, PostSummary } from '../../types.js';
import { BlogSidebar } from '../BlogSidebar/index.js';
import styles from '../layout.module.css';

export interface BlogListLayoutProps {
  /** Shown above the list, e.g. the tag page's heading; a list without one gets a hidden heading. */
  header?: ReactNode;
  posts: PostSummary[];
  pagination: ListPagination;
  sidebar: BlogSidebarData;
}

/** A page of post summaries with "read more" links and pagination. */
export function BlogListLayout({ header, posts, pagination, sidebar }: BlogListLayoutProps) {
  return (
    <div className={`${styles.container} ${styles.withSidebar}`}>
      <div className={styles.hideOnMobile}>
        <BlogSidebar {...sidebar} />
      </div>
      <div className={styles.article}>
        {header ?? <h1 className="visually-hidden">{t('blog.title')}</h1>}
        <div className={styles.postList}>
          {posts.map((post) => (
            <article key={post.permalink}>
              <PostHeader {...post} headingLevel={2} />
              <Markdown content={post.content} />
              <footer className={styles.footerRow}>
                <TagList tags={post.tags} />
                {post.isTruncated && (
                  <Link to={post.permalink} aria-label={t('blog.readMoreLabel', { title: post.title })}>
                    <b>{t('blog.readMore')}</b>
                  </Link>
                )}
              </footer>
            </article>
          ))}
        </div>
        <Pagination newerUrl={pagination.newerUrl} olderUrl={pagination.olderUrl} />
      </div>
    </div>
  );
}
