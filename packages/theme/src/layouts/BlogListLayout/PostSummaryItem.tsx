import { Link } from '../../components/Link/index.js';
import { Markdown } from '../../components/Markdown/index.js';
import { PostHeader } from '../../components/PostHeader/index.js';
import { TagList } from '../../components/TagList/index.js';
import { useT } from '../../i18n/I18nContext.js';
import type { MarkdownContent, PostSummary } from '../../types.js';
import styles from './BlogListLayout.module.css';

/** One post in a list: header, the part before the truncate marker, tags and a "read more" link. */
export function PostSummaryItem({ post }: { post: PostSummary<MarkdownContent> }) {
  const t = useT();
  const hasFooter = post.tags.length > 0 || post.isTruncated;
  return (
    <article className={styles.post}>
      <PostHeader {...post} headingLevel={2} />
      <Markdown content={post.content} />
      {hasFooter && (
        <footer className={styles.footer}>
          <TagList tags={post.tags} />
          {post.isTruncated && (
            <Link
              to={post.permalink}
              className={styles.readMore}
              aria-label={t('blog.readMoreLabel', { title: post.title })}
            >
              {t('blog.readMore')}{' '}
              <span className={styles.arrow} aria-hidden="true">
                →
              </span>
            </Link>
          )}
        </footer>
      )}
    </article>
  );
}
