import { Markdown } from '../../components/Markdown/index.js';
import { PostHeader } from '../../components/PostHeader/index.js';
import { TagList } from '../../components/TagList/index.js';
import { t } from '../../i18n/t.js';
import type { RouteProps } from '../../types.js';
import { BlogSidebar } from '../BlogSidebar/index.js';
import styles from '../layout.module.css';
import { Pager } from '../Pager.js';

export type BlogPostLayoutProps = Extract<RouteProps, { kind: 'blogPost' }>;

/** One blog post in full, with its tags and links to the newer and older post. */
export function BlogPostLayout(props: BlogPostLayoutProps) {
  return (
    <div className={`${styles.container} ${styles.withSidebar}`}>
      <div className={styles.hideOnMobile}>
        <BlogSidebar {...props.sidebar} />
      </div>
      <article className={styles.article}>
        <PostHeader title={props.title} date={props.date} readingTime={props.readingTime} authors={props.authors} headingLevel={1} />
        <Markdown content={props.content} />
        <footer className={styles.footerRow}>
          <TagList tags={props.tags} />
        </footer>
        <Pager
          label={t('blogPost.label')}
          previous={props.previous && { ...props.previous, sublabel: t('blogPost.newer') }}
          next={props.next && { ...props.next, sublabel: t('blogPost.older') }}
        />
      </article>
    </div>
  );
}
