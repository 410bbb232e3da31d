import type { DocSidebarItem } from '../types.js';

/** A place in a sidebar's previous/next order: a doc, or a category's generated index page. */
export interface NavigationEntry {
  href: string;
  /** The doc; absent for a generated index page. */
  docId?: string;
  /** The category's label, the title of its generated index page in previous/next links. */
  label: string;
}

/**
 * The pages of a sidebar in reading order, as Docusaurus walks it: each category's own page (its linked doc or
 * generated index) before its items, each doc at its first place. `ref` items, plain links and HTML take no part.
 */
export function navigationEntries(items: readonly DocSidebarItem[]): NavigationEntry[] {
  const seen = new Set<string>();
  const entries: NavigationEntry[] = [];
  const add = (entry: NavigationEntry) => {
    const key = entry.docId === undefined ? `index:${entry.href}` : `doc:${entry.docId}`;
    if (!seen.has(key)) entries.push(entry);
    seen.add(key);
  };
  const walk = (list: readonly DocSidebarItem[]): void => {
    for (const item of list) {
      if (item.type === 'link' && item.docId !== undefined)
        add({ href: item.href, docId: item.docId, label: item.label });
      if (item.type !== 'category') continue;
      if (item.href !== undefined)
        add({ href: item.href, label: item.label, ...(item.docId === undefined ? {} : { docId: item.docId }) });
      walk(item.items);
    }
  };
  walk(items);
  return entries;
}

/** The ids of the docs a sidebar holds (with repeats), categories' linked docs included and `ref` items not. */
export function sidebarDocIds(items: readonly DocSidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'link') return item.docId ? [item.docId] : [];
    if (item.type === 'category') return [...(item.docId ? [item.docId] : []), ...sidebarDocIds(item.items)];
    return [];
  });
}
