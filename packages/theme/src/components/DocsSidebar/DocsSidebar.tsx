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

function SidebarItems({ items, currentPath }: { items: DocSidebarItem[]; currentPath: string }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={`${item.type}:${item.label}`}>
          {item.type === 'category' ? (
            <SidebarCategory category={item} currentPath={currentPath} />
          ) : (
            <SidebarLink item={item} isCurrent={item.href === currentPath} />
          )}
        </li>
      ))}
    </ul>
  );
}

function SidebarCategory({
  category,
  currentPath,
}: {
  category: Extract<DocSidebarItem, { type: 'category' }>;
  currentPath: string;
}) {
  const holdsCurrentPage = sidebarTrail(category.items, currentPath).length > 0;
  const [isOpen, setOpen] = useState(!category.collapsed || holdsCurrentPage);
  useEffect(() => {
    if (holdsCurrentPage) setOpen(true);
  }, [holdsCurrentPage]);
  return (
    <details className={styles.category} open={isOpen} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.categoryLabel}>{category.label}</summary>
      <SidebarItems items={category.items} currentPath={currentPath} />
    </details>
  );
}

function SidebarLink({ item, isCurrent }: { item: Extract<DocSidebarItem, { type: 'link' }>; isCurrent: boolean }) {
  return (
    <Link
      to={item.href}
      showExternalIcon={item.isExternal}
      className={isCurrent ? `${styles.link} ${styles.isCurrent}` : styles.link}
      aria-current={isCurrent ? 'page' : undefined}
    >
      {item.label}
    </Link>
  );
}
