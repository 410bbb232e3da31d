import { DocVersionBanner } from '../../components/DocVersionBanner/index.js';
import { TagsByLetter } from '../../components/TagsByLetter/index.js';
import { useT } from '../../i18n/I18nContext.js';
import type { RouteProps } from '../../types.js';
import styles from './DocTagsLayout.module.css';

export type DocTagsLayoutProps = Extract<RouteProps, { kind: 'docTags' }>;

/** All tags of a docs version, grouped by their first letter, each with its number of docs. */
export function DocTagsLayout({ tags, version }: DocTagsLayoutProps) {
  const t = useT();
  return (
    <div className={styles.root}>
      <DocVersionBanner version={version} />
      <h1 className={styles.title}>{t('blogTags.title')}</h1>
      <TagsByLetter tags={tags} countKey="docTag.docs" />
    </div>
  );
}
