import { EditThisPage } from '../../components/EditThisPage/index.js';
import { Markdown } from '../../components/Markdown/index.js';
import { Pager, pagerLinks } from '../../components/Pager/index.js';
import { blogPostSection, searchIndexAttributes } from '../../components/Search/search-sections.js';
import { PostHeader } from '../../components/PostHeader/index.js';
import { TableOfContents } from '../../components/TableOfContents/index.js';
import { TagList } from '../../components/TagList/index.js';
import { useActiveHeading } from '../../hooks/useActiveHeading.js';
import { useT } from '../../i18n/I18nContext.js';
import type { RouteProps } from '../../types.js';
import { BlogLayout } from '../BlogLayout/index.js';
import styles from './BlogPostLayout.module.css';

export type BlogPostLayoutProps = Extract<RouteProps, { kind: 'blogPost' }>;

/** One blog post in full, with its table of contents, tags and links to the newer and older post. */
export function BlogPostLayout(props: BlogPostLayoutProps) {
  const t = useT();
  const activeHeadingId = useActiveHeading(props.toc.map((item) => item.id));
  const toc =
    props.toc.length > 0 ? (
      <TableOfContents items={props.toc} activeId={activeHeadingId} variant="sidebar" />
    ) : undefined;
  return (
    <BlogLayout sidebar={props.sidebar} toc={toc}>
      <article {...searchIndexAttributes(blogPostSection(props), props.date)}>
        <PostHeader
          title={props.title}
          date={props.date}
          readingTime={props.readingTime}
          authors={props.authors}
          headingLevel={1}
        />
        <div className={styles.mobileToc} data-pagefind-ignore="">
          <TableOfContents items={props.toc} activeId={activeHeadingId} variant="collapsible" />
        </div>
        <Markdown content={props.content} />
        {props.tags.length > 0 && (
          <footer className={styles.footer}>
            <TagList tags={props.tags} />
          </footer>
        )}
        {props.editUrl && <EditThisPage editUrl={props.editUrl} />}
      </article>
      {/* Posts run newest first, so the route's previous post is the newer one. */}
      <Pager
        label={t('blogPost.label')}
        {...pagerLinks(props, { previous: 'blogPost.newer', next: 'blogPost.older' }, t)}
      />
    </BlogLayout>
  );
}
