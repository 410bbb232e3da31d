import type { ReactNode } from 'react';
import { Pagination } from '../../components/Pagination/index.js';
import type { BlogSidebarData, ListPagination, MarkdownContent, PostSummary } from '../../types.js';
import { BlogLayout } from '../BlogLayout/index.js';
import { PostSummaryItem } from './PostSummaryItem.js';
import styles from './BlogListLayout.module.css';

export interface BlogListLayoutProps {
  /** The blog's title, the page heading when there is no `header`. */
  title: string;
  /** Replaces the heading, e.g. with the tag page's heading and link. */
  header?: ReactNode;
  posts: PostSummary<MarkdownContent>[];
  pagination: ListPagination;
  sidebar: BlogSidebarData;
}

/** A page of post summaries with "read more" links and pagination. */
export function BlogListLayout({ title, header, posts, pagination, sidebar }: BlogListLayoutProps) {
  return (
    <BlogLayout sidebar={sidebar}>
      {header ?? (
        <header className={styles.header}>
          <h1 className={styles.title}>{title}</h1>
        </header>
      )}
      <div className={styles.posts}>
        {posts.map((post) => (
          <PostSummaryItem key={post.permalink} post={post} />
        ))}
      </div>
      <Pagination
        newerUrl={pagination.newerUrl}
        olderUrl={pagination.olderUrl}
        page={pagination.page}
        totalPages={pagination.totalPages}
      />
    </BlogLayout>
  );
}
