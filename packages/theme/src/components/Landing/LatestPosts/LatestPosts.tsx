import { useI18n } from '../../../i18n/I18nContext.js';
import { Link } from '../../Link/index.js';
import { SectionHeader } from '../SectionHeader.js';
import type { LatestPost } from './read-latest-posts.js';
import styles from './LatestPosts.module.css';

export interface LatestPostsProps {
  title?: string;
  posts: LatestPost[];
}

/** The newest posts of a blog (`::latest-posts{blog="release" count="3"}`) as cards with German dates. */
export function LatestPosts({ title, posts }: LatestPostsProps) {
  const { formatDate } = useI18n();
  return (
    <section className={styles.root} data-landing="latest-posts">
      <SectionHeader title={title} />
      <ul className={posts.length === 1 ? `${styles.list} ${styles.isSingle}` : styles.list}>
        {posts.map((post) => (
          <li key={post.permalink} className={styles.post}>
            {post.date && (
              <time className={styles.date} dateTime={post.date}>
                {formatDate(post.date)}
              </time>
            )}
            <h3 className={styles.postTitle}>
              <Link to={post.permalink} className={styles.link}>
                {post.title}
              </Link>
            </h3>
          </li>
        ))}
      </ul>
    </section>
  );
}
