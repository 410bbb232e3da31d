import type { ReactNode } from 'react';
import type { BlogSidebarData } from '../../types.js';
import { BlogSidebar } from '../BlogSidebar/index.js';
import styles from './BlogLayout.module.css';

export interface BlogLayoutProps {
  sidebar: BlogSidebarData;
  /** A table of contents shown in a right-hand column on wide screens. */
  toc?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every blog page: the recent-posts sidebar on the left, the content and an optional table of
 * contents; phones show the sidebar below the content.
 */
export function BlogLayout({ sidebar, toc, children }: BlogLayoutProps) {
  return (
    <div className={toc ? `${styles.root} ${styles.withToc}` : styles.root}>
      <div className={styles.sidebar}>
        <BlogSidebar {...sidebar} />
      </div>
      <div className={styles.content}>{children}</div>
      {toc && <div className={styles.toc}>{toc}</div>}
    </div>
  );
}
