import { Link } from '../../components/Link/index.js';
import { Markdown } from '../../components/Markdown/index.js';
import { t } from '../../i18n/t.js';
import type { DocSidebarItem, RouteProps, TocItem } from '../../types.js';
import styles from '../layout.module.css';
import { Pager } from '../Pager.js';
import docStyles from './DocLayout.module.css';

export type DocLayoutProps = Extract<RouteProps, { kind: 'doc' }>;

/** A doc page: the docs sidebar (when the doc is in one), the doc, its table of contents, previous/next. */
export function DocLayout(props: DocLayoutProps) {
  const article = (
    <div className={props.toc.length > 0 ? styles.withToc : undefined}>
      <article className={styles.article}>
        <h1>{props.heading}</h1>
        <Markdown content={props.content} />
        {props.editUrl && (
          <p>
            <Link to={props.editUrl}>{t('docs.editThisPage')}</Link>
          </p>
        )}
        <Pager
          label={t('docs.paginationLabel')}
          previous={props.previous && { ...props.previous, sublabel: t('docs.previous') }}
          next={props.next && { ...props.next, sublabel: t('docs.next') }}
        />
      </article>
      {props.toc.length > 0 && <TableOfContents items={props.toc} />}
    </div>
  );
  if (!props.sidebar) return <div className={styles.container}>{article}</div>;
  return (
    <div className={`${styles.container} ${styles.withSidebar}`}>
      <nav className={`${docStyles.sidebar} ${styles.hideOnMobile}`} aria-label={t('docs.sidebarLabel')}>
        <SidebarItems items={props.sidebar.items} currentPath={props.path} />
      </nav>
      {article}
    </div>
  );
}

function SidebarItems({ items, currentPath }: { items: DocSidebarItem[]; currentPath: string }) {
  return (
    <ul className={docStyles.sidebarList}>
      {items.map((item) =>
        item.type === 'category' ? (
          <li key={item.label}>
            <details open={!item.collapsed}>
              <summary>{item.label}</summary>
              <SidebarItems items={item.items} currentPath={currentPath} />
            </details>
          </li>
        ) : (
          <li key={item.href}>
            <Link
              to={item.href}
              showExternalIcon={item.isExternal}
              className={item.href === currentPath ? `${docStyles.sidebarLink} ${docStyles.isActive}` : docStyles.sidebarLink}
              aria-current={item.href === currentPath ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ),
      )}
    </ul>
  );
}

function TableOfContents({ items }: { items: TocItem[] }) {
  const minLevel = Math.min(...items.map((item) => item.level));
  return (
    <nav className={`${docStyles.toc} ${styles.hideOnMobile}`} aria-label={t('docs.onThisPage')}>
      <p className={docStyles.tocTitle}>{t('docs.onThisPage')}</p>
      <ul className={docStyles.tocList}>
        {items.map((item) => (
          <li key={item.id} style={{ paddingInlineStart: `${(item.level - minLevel) * 0.75}rem` }}>
            <a href={`#${item.id}`}>{item.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
