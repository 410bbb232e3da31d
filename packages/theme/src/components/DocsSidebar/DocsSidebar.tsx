import { t } from '../../i18n/t.js';
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

/** The docs sidebar: links and categories, open unless configured collapsed or holding the current page. */
export function DocsSidebar({ sidebar, currentPath, activeDocId }: DocsSidebarProps) {
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
            <details className={styles.category} open={!item.collapsed || sidebarTrail(item.items, currentPath).length > 0}>
              <summary className={styles.categoryLabel}>{item.label}</summary>
              <SidebarItems items={item.items} currentPath={currentPath} />
            </details>
          ) : (
            <SidebarLink item={item} isCurrent={item.href === currentPath} />
          )}
        </li>
      ))}
    </ul>
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
