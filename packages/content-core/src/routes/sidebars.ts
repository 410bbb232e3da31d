import type { SidebarItemConfig } from '../config.js';
import type { Problems } from '../problems.js';
import type { DocSidebar, DocSidebarItem, DocSidebarLink } from '../types.js';
import type { LoadedDoc } from './docs-loader.js';

/** Resolves the configured sidebars against the docs; an unknown doc id is reported with the ids that exist. */
export function resolveSidebars(
  sidebars: Record<string, SidebarItemConfig[]>,
  docs: Map<string, LoadedDoc>,
  configFile: string,
  problems: Problems,
): DocSidebar[] {
  return Object.entries(sidebars).map(([id, items]) => ({ id, items: resolveItems(items, [id]) }));

  function resolveItems(items: SidebarItemConfig[], trail: string[]): DocSidebarItem[] {
    return items.flatMap((item): DocSidebarItem[] => {
      if (typeof item === 'string') return resolveDoc(item, undefined, trail);
      if (item.type === 'doc') return resolveDoc(item.id, item.label, trail);
      if (item.type === 'link') return [{ type: 'link', label: item.label, href: item.href, isExternal: /^[a-z]+:/i.test(item.href) }];
      return [{ type: 'category', label: item.label, collapsed: item.collapsed ?? true, items: resolveItems(item.items, [...trail, item.label]) }];
    });
  }

  function resolveDoc(id: string, label: string | undefined, trail: string[]): DocSidebarLink[] {
    const doc = docs.get(id);
    if (!doc) {
      problems.error(
        `Sidebar "${trail.join(' > ')}" points at the doc id "${id}", which does not exist.`,
        { file: configFile },
        `Available doc ids: ${[...docs.keys()].sort().join(', ') || '(none)'}.`,
      );
      return [];
    }
    return [{ type: 'link', label: label ?? doc.sidebarLabel, href: doc.permalink, isExternal: false, docId: doc.id }];
  }
}

/** The doc links of a sidebar in reading order, for previous/next. */
export function flattenDocLinks(items: DocSidebarItem[]): DocSidebarLink[] {
  return items.flatMap((item) => (item.type === 'category' ? flattenDocLinks(item.items) : item.docId ? [item] : []));
}
