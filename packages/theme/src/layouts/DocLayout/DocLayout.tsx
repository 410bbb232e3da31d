import { DocBreadcrumbs } from '../../components/DocBreadcrumbs/index.js';
import { EditThisPage } from '../../components/EditThisPage/index.js';
import { DocsSidebar, sidebarTrail } from '../../components/DocsSidebar/index.js';
import { DocVersionBadge } from '../../components/DocVersionBadge/index.js';
import { DocVersionBanner } from '../../components/DocVersionBanner/index.js';
import { Markdown } from '../../components/Markdown/index.js';
import { CategoryCardsContext } from '../../components/DocCardList/index.js';
import { Pager, pagerLinks } from '../../components/Pager/index.js';
import { searchIndexAttributes } from '../../components/Search/search-sections.js';
import { pageTitleSearchAttributes } from '../../components/Search/search-sections.js';
import { TableOfContents } from '../../components/TableOfContents/index.js';
import { TagList } from '../../components/TagList/index.js';
import { useActiveHeading } from '../../hooks/useActiveHeading.js';
import { usePreferredDocsVersion } from '../../hooks/usePreferredDocsVersion.js';
import { useT } from '../../i18n/I18nContext.js';
import type { RouteProps } from '../../types.js';
import styles from './DocLayout.module.css';

export type DocLayoutProps = Extract<RouteProps, { kind: 'doc' }>;

/**
 * A doc page: the docs sidebar (when the doc is in one), version banner, breadcrumbs, the doc with its
 * table of contents, the edit link and previous/next links.
 */
export function DocLayout(props: DocLayoutProps) {
  const t = useT();
  const activeHeadingId = useActiveHeading(props.toc.map((item) => item.id));
  usePreferredDocsVersion(props.docsId, props.version?.name);
  const rootClass = [styles.root, props.sidebar && styles.withSidebar, props.toc.length > 0 && styles.withToc]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={rootClass}>
      {props.sidebar && (
        <div className={styles.sidebar}>
          <DocsSidebar sidebar={props.sidebar} currentPath={props.path} activeDocId={props.docId} />
        </div>
      )}
      <div className={styles.main}>
        {props.version && <DocVersionBanner version={props.version} />}
        {props.sidebar && !props.hidesBreadcrumbs && (
          <DocBreadcrumbs homePath="/" trail={sidebarTrail(props.sidebar.items, props.path)} />
        )}
        <div className={styles.mobileToc}>
          <TableOfContents items={props.toc} activeId={activeHeadingId} variant="collapsible" />
        </div>
        {/* Only the last version is searched, as with Docusaurus's search plugins. */}
        <article {...(props.version?.isLatest === false ? {} : searchIndexAttributes('docs'))}>
          {props.version?.badge && <DocVersionBadge label={props.version.label} />}
          <h1 className={styles.heading} {...pageTitleSearchAttributes()}>
            {props.heading}
          </h1>
          <CategoryCardsContext.Provider value={props.categoryCards ?? []}>
            <Markdown content={props.content} />
          </CategoryCardsContext.Provider>
          {props.tags && (
            <footer className={styles.tags}>
              <TagList tags={props.tags} />
            </footer>
          )}
        </article>
        {props.editUrl && <EditThisPage editUrl={props.editUrl} />}
        <Pager
          label={t('docs.paginationLabel')}
          {...pagerLinks(props, { previous: 'docs.previous', next: 'docs.next' }, t)}
        />
      </div>
      {props.toc.length > 0 && (
        <div className={styles.toc}>
          <TableOfContents items={props.toc} activeId={activeHeadingId} variant="sidebar" />
        </div>
      )}
    </div>
  );
}
