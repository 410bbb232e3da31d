import { DocBreadcrumbs } from '../../components/DocBreadcrumbs/index.js';
import { DocCardList } from '../../components/DocCardList/index.js';
import { DocsSidebar, sidebarTrail } from '../../components/DocsSidebar/index.js';
import { DocVersionBadge } from '../../components/DocVersionBadge/index.js';
import { DocVersionBanner } from '../../components/DocVersionBanner/index.js';
import { Pager, pagerLinks } from '../../components/Pager/index.js';
import { pageTitleSearchAttributes } from '../../components/Search/search-sections.js';
import { useT } from '../../i18n/I18nContext.js';
import type { RouteProps } from '../../types.js';
import styles from '../DocLayout/DocLayout.module.css';

export type DocCategoryIndexLayoutProps = Extract<RouteProps, { kind: 'docCategoryIndex' }>;

/** A category's generated index page: the docs sidebar, the category's title and description, its items as cards. */
export function DocCategoryIndexLayout(props: DocCategoryIndexLayoutProps) {
  const t = useT();
  return (
    <div className={`${styles.root} ${styles.withSidebar}`}>
      <div className={styles.sidebar}>
        <DocsSidebar sidebar={props.sidebar} currentPath={props.path} />
      </div>
      <div className={styles.main}>
        {props.version && <DocVersionBanner version={props.version} />}
        <DocBreadcrumbs homePath="/" trail={sidebarTrail(props.sidebar.items, props.path)} />
        {props.version?.badge && <DocVersionBadge label={props.version.label} />}
        <h1 className={styles.heading} {...pageTitleSearchAttributes()}>
          {props.title}
        </h1>
        {props.indexDescription && <p>{props.indexDescription}</p>}
        <DocCardList cards={props.cards} />
        <Pager
          label={t('docs.paginationLabel')}
          {...pagerLinks(props, { previous: 'docs.previous', next: 'docs.next' }, t)}
        />
      </div>
    </div>
  );
}
