import type { DocSidebarLink } from '@kran/contract';
import type { DocSidebarItem } from '../../types.js';

export interface DocSidebarData {
  id: string;
  items: DocSidebarItem[];
}

export type { DocSidebarLink };

/** The sidebar with `sidebarId`; throws an error naming the sidebars that exist when there is none. */
export function findSidebar(sidebars: readonly DocSidebarData[], sidebarId: string): DocSidebarData {
  const sidebar = sidebars.find((candidate) => candidate.id === sidebarId);
  if (sidebar) return sidebar;
  throw new Error(
    `There is no docs sidebar with the id "${sidebarId}". Available sidebar ids: ${listIds(sidebars.map((candidate) => candidate.id))}.`,
  );
}

/** The sidebar link to the doc `docId`; throws an error naming the doc ids in the sidebar when it is missing. */
export function findSidebarDoc(sidebar: DocSidebarData, docId: string): DocSidebarLink {
  const links = sidebarLinks(sidebar.items);
  const link = links.find((candidate) => candidate.docId === docId);
  if (link) return link;
  const docIds = links.flatMap((candidate) => (candidate.docId ? [candidate.docId] : []));
  throw new Error(
    `The doc id "${docId}" is not in the docs sidebar "${sidebar.id}". Doc ids in this sidebar: ${listIds(docIds)}.`,
  );
}

/** The labels from the sidebar's top level down to the item linking to `path`; empty when nothing links there. */
export function sidebarTrail(items: readonly DocSidebarItem[], path: string): string[] {
  for (const item of items) {
    if (item.type === 'link' && item.href === path) return [item.label];
    if (item.type === 'category') {
      if (item.href === path) return [item.label];
      const trail = sidebarTrail(item.items, path);
      if (trail.length > 0) return [item.label, ...trail];
    }
  }
  return [];
}

// Every link of a sidebar, a category's own link (to a doc or its index page) included.
function sidebarLinks(items: readonly DocSidebarItem[]): DocSidebarLink[] {
  return items.flatMap((item): DocSidebarLink[] => {
    if (item.type === 'link') return [item];
    if (item.type === 'html') return [];
    const own: DocSidebarLink[] =
      item.href === undefined
        ? []
        : [
            {
              type: 'link',
              label: item.label,
              href: item.href,
              isExternal: false,
              ...(item.docId ? { docId: item.docId } : {}),
            },
          ];
    return [...own, ...sidebarLinks(item.items)];
  });
}

function listIds(ids: readonly string[]): string {
  return ids.length > 0 ? [...ids].sort().join(', ') : '(none)';
}
