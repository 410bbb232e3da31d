import { DocVersionBanner } from '../../components/DocVersionBanner/index.js';
import { Link } from '../../components/Link/index.js';
import { useT } from '../../i18n/I18nContext.js';
import type { RouteProps } from '../../types.js';
import styles from './DocTagDocsLayout.module.css';

export type DocTagDocsLayoutProps = Extract<RouteProps, { kind: 'docTagDocs' }>;

/** The docs with one tag: a heading with their number, the tag's description, a link to all tags, the docs by title. */
export function DocTagDocsLayout({ tag, allTagsPath, docs, version }: DocTagDocsLayoutProps) {
  const t = useT();
  return (
    <div className={styles.root}>
      <DocVersionBanner version={version} />
      <header className={styles.header}>
        <h1 className={styles.title}>{t('docTag.heading', { count: tag.count, tag: tag.label })}</h1>
        {tag.description && <p className={styles.description}>{tag.description}</p>}
        <Link to={allTagsPath} className={styles.allTags}>
          {t('blogTag.allTags')}
        </Link>
      </header>
      <ul className={styles.docs}>
        {docs.map((doc) => (
          <li key={doc.permalink} className={styles.doc}>
            <h2 className={styles.docTitle}>
              <Link to={doc.permalink}>{doc.title}</Link>
            </h2>
            {doc.description && <p className={styles.docDescription}>{doc.description}</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}
