import { TagsByLetter, type CountedTag } from '../../components/TagsByLetter/index.js';
import { useT } from '../../i18n/I18nContext.js';
import type { BlogSidebarData } from '../../types.js';
import { BlogLayout } from '../BlogLayout/index.js';
import styles from './BlogTagsLayout.module.css';

export interface BlogTagsLayoutProps {
  tags: CountedTag[];
  sidebar: BlogSidebarData;
}

/** All tags of a blog, grouped by their first letter, each with its number of posts. */
export function BlogTagsLayout({ tags, sidebar }: BlogTagsLayoutProps) {
  const t = useT();
  return (
    <BlogLayout sidebar={sidebar}>
      <h1 className={styles.title}>{t('blogTags.title')}</h1>
      <TagsByLetter tags={tags} countKey="blogTag.posts" />
    </BlogLayout>
  );
}
