import type { SidebarItemConfig } from '../config.js';
import { ContentError } from '../errors.js';
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
  return Object.entries(sidebars).map(([id, items]) => {
    const sidebar = { id, items: resolveItems(items, [id]) };
    const seen = new Set<string>();
    for (const link of flattenAll(sidebar.items)) {
      if (!link.docId) continue;
      if (seen.has(link.docId)) {
        problems.warn(`Sidebar "${id}" lists the doc "${link.docId}" more than once; previous and next links follow its first place.`, { file: configFile }, 'List each doc once per sidebar, or use a link item for the second place.');
      }
      seen.add(link.docId);
    }
    return sidebar;
  });

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

/** The doc links of a sidebar in reading order, each doc at its first place, for previous/next. */
export function flattenDocLinks(items: DocSidebarItem[]): DocSidebarLink[] {
  const seen = new Set<string>();
  return flattenAll(items).filter((link) => link.docId !== undefined && !seen.has(link.docId) && seen.add(link.docId));
}

function flattenAll(items: DocSidebarItem[]): DocSidebarLink[] {
  return items.flatMap((item) => (item.type === 'category' ? flattenAll(item.items) : [item]));
}

/**
 * Checks that each sidebar is a list of items Kran understands (doc ids, doc, link and category objects)
 * and that no category contains itself, which would make resolving it endless.
 */
export function checkSidebarShapes(sidebars: Record<string, unknown>, configFile: string): ContentError[] {
  const errors: ContentError[] = [];
  const report = (trail: string[], message: string, hint: string) =>
    errors.push(new ContentError(`Sidebar "${trail.join(' > ')}" ${message}`, { file: configFile }, hint));
  const checkItems = (items: unknown, trail: string[], ancestors: Set<unknown>): void => {
    if (!Array.isArray(items)) {
      report(trail, 'must be a list of items.', "Write it like `docsSidebar: ['podman', { type: 'doc', id: 'installation' }]`.");
      return;
    }
    if (ancestors.has(items)) {
      report(trail, 'contains itself, so it would never end.', 'Give the category its own list of items instead of one of its parents.');
      return;
    }
    for (const item of items) {
      if (typeof item === 'string') continue;
      const { type, label } = (item ?? {}) as { type?: unknown; label?: unknown };
      if (type === 'category') {
        checkItems((item as { items?: unknown }).items, [...trail, String(label)], new Set([...ancestors, items]));
      } else if (type === 'doc' ? typeof (item as { id?: unknown }).id !== 'string' : type !== 'link' || typeof (item as { href?: unknown }).href !== 'string') {
        report(trail, `has an item Kran does not understand (type ${JSON.stringify(type) ?? 'missing'}).`, "Use a doc id, `{ type: 'doc', id }`, `{ type: 'link', label, href }` or `{ type: 'category', label, items }`.");
      }
    }
  };
  for (const [id, items] of Object.entries(sidebars)) checkItems(items, [id], new Set());
  return errors;
}
