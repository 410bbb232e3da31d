import { useEffect, useState } from 'react';
import { useT } from '../../i18n/I18nContext.js';
import type { DocSidebarItem } from '../../types.js';
import { Link } from '../Link/index.js';
import styles from './DocsSidebar.module.css';
import { findSidebarDoc, sidebarTrail, type DocSidebarData } from './sidebar-lookup.js';

export interface DocsSidebarProps {
  sidebar: DocSidebarData;
  /** Path of the page being read; its link is marked as the current page. */
  currentPath: string;
  /** Id of the doc being read; a doc the sidebar does not hold throws, naming the doc ids it holds. */
  activeDocId?: string;
}

/**
 * The docs sidebar: links and categories, open unless configured collapsed or holding the current page.
 * Categories are never collapsed automatically: one stays as the reader left it when another doc is shown.
 */
export function DocsSidebar({ sidebar, currentPath, activeDocId }: DocsSidebarProps) {
  const t = useT();
  if (activeDocId !== undefined) findSidebarDoc(sidebar, activeDocId);
  return (
    <nav className={styles.root} aria-label={t('docs.sidebarLabel')}>
      <SidebarItems items={sidebar.items} currentPath={currentPath} />
    </nav>
  );
}

type DocSidebarCategory = Extract<DocSidebarItem, { type: 'category' }>;

function SidebarItems({ items, currentPath }: { items: DocSidebarItem[]; currentPath: string }) {
  return (
    <ul className={styles.list}>
      {items.map((item, index) => (
        <SidebarEntry key={`${item.type}:${index}`} item={item} currentPath={currentPath} />
      ))}
    </ul>
  );
}

function SidebarEntry({ item, currentPath }: { item: DocSidebarItem; currentPath: string }) {
  if (item.type === 'html')
    return (
      <li
        className={[item.defaultStyle && styles.html, item.className].filter(Boolean).join(' ') || undefined}
        dangerouslySetInnerHTML={{ __html: item.value }}
      />
    );
  return (
    <li className={item.className}>
      {item.type === 'category' ? (
        <SidebarCategory category={item} currentPath={currentPath} />
      ) : (
        <SidebarLink
          label={item.label}
          href={item.href}
          isExternal={item.isExternal}
          isCurrent={item.href === currentPath}
        />
      )}
    </li>
  );
}

function SidebarCategory({ category, currentPath }: { category: DocSidebarCategory; currentPath: string }) {
  const holdsCurrentPage = category.href === currentPath || sidebarTrail(category.items, currentPath).length > 0;
  const [isOpen, setOpen] = useState(!category.collapsed || holdsCurrentPage);
  useEffect(() => {
    if (holdsCurrentPage) setOpen(true);
  }, [holdsCurrentPage]);
  const label = category.href ? (
    <SidebarLink
      label={category.label}
      href={category.href}
      isExternal={false}
      isCurrent={category.href === currentPath}
      isCategory
    />
  ) : (
    category.label
  );
  if (category.collapsible === false)
    return (
      <div className={styles.category}>
        <div className={styles.categoryLabel}>{label}</div>
        <SidebarItems items={category.items} currentPath={currentPath} />
      </div>
    );
  return (
    <details className={styles.category} open={isOpen} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.categoryLabel}>{label}</summary>
      <SidebarItems items={category.items} currentPath={currentPath} />
    </details>
  );
}

function SidebarLink(props: {
  label: string;
  href: string;
  isExternal: boolean;
  isCurrent: boolean;
  isCategory?: boolean;
}) {
  const classes = [props.isCategory ? styles.categoryLink : styles.link, props.isCurrent && styles.isCurrent];
  return (
    <Link
      to={props.href}
      showExternalIcon={props.isExternal}
      className={classes.filter(Boolean).join(' ')}
      aria-current={props.isCurrent ? 'page' : undefined}
    >
      {props.label}
    </Link>
  );
}
