import type { SidebarItemConfig } from '../config.js';
import type { ConfigSource } from '../config-source.js';
import { isExternalUrl } from '../is-external-url.js';
import type { Problems } from '../problems.js';
import type { DocSidebar, DocSidebarItem, DocSidebarLink } from '../types.js';
import type { LoadedDoc } from './docs-loader.js';

/** Resolves the configured sidebars against the docs; an unknown doc id is reported with the ids that exist. */
export function resolveSidebars(
  sidebars: Record<string, SidebarItemConfig[]>,
  docs: Map<string, LoadedDoc>,
  source: ConfigSource,
  problems: Problems,
): DocSidebar[] {
  return Object.entries(sidebars).map(([id, items]) => {
    // How often each doc id was named so far in this sidebar, to find the right one in the config's text.
    const mentions = new Map<string, number>();
    const mention = (docId: string) => {
      const count = mentions.get(docId) ?? 0;
      mentions.set(docId, count + 1);
      return source.locateValue(docId, { after: id, occurrence: count });
    };
    const sidebar = { id, items: resolveItems(items, [id]) };
    warnAboutRepeatedDocs(sidebar, source, problems);
    return sidebar;

    function resolveItems(list: SidebarItemConfig[], trail: string[]): DocSidebarItem[] {
      return list.flatMap((item): DocSidebarItem[] => {
        if (typeof item === 'string') return resolveDoc(item, undefined, trail);
        if (item.type === 'doc') return resolveDoc(item.id, item.label, trail);
        if (item.type === 'link')
          return [{ type: 'link', label: item.label, href: item.href, isExternal: isExternalUrl(item.href) }];
        return [
          {
            type: 'category',
            label: item.label,
            collapsed: item.collapsed ?? true,
            items: resolveItems(item.items, [...trail, item.label]),
          },
        ];
      });
    }

    function resolveDoc(docId: string, label: string | undefined, trail: string[]): DocSidebarLink[] {
      const location = mention(docId);
      const doc = docs.get(docId);
      if (!doc) {
        problems.error(
          `Sidebar "${trail.join(' > ')}" points at the doc id "${docId}", which does not exist.`,
          location,
          `Available doc ids: ${[...docs.keys()].sort().join(', ') || '(none)'}.`,
        );
        return [];
      }
      return [
        { type: 'link', label: label ?? doc.sidebarLabel, href: doc.permalink, isExternal: false, docId: doc.id },
      ];
    }
  });
}

function warnAboutRepeatedDocs(sidebar: DocSidebar, source: ConfigSource, problems: Problems): void {
  const seen = new Map<string, number>();
  for (const link of flattenAll(sidebar.items)) {
    if (!link.docId) continue;
    const count = seen.get(link.docId) ?? 0;
    seen.set(link.docId, count + 1);
    if (count === 0) continue;
    problems.warn(
      `Sidebar "${sidebar.id}" lists the doc "${link.docId}" more than once; previous and next links follow its first place.`,
      source.locateValue(link.docId, { after: sidebar.id, occurrence: count }),
      'List each doc once per sidebar, or use a link item for the second place.',
    );
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

const LIST_HINT = "Write it like `docsSidebar: ['podman', { type: 'doc', id: 'installation' }]`.";

/**
 * Checks that each sidebar is a list of items Kran understands (doc ids, doc, link and category objects)
 * and that no category contains itself, which would make resolving it endless. Returns whether all are.
 */
export function checkSidebarShapes(
  sidebars: Record<string, unknown>,
  source: ConfigSource,
  problems: Problems,
): boolean {
  const errorCount = problems.errors.length;
  for (const [id, items] of Object.entries(sidebars)) {
    const report = (
      trail: string[],
      message: string,
      hint: string,
      location = trail.length > 1
        ? source.locateValue(trail.at(-1)!, { key: 'label', after: id })
        : source.locateKey(id),
    ) => problems.error(`Sidebar "${trail.join(' > ')}" ${message}`, location, hint);
    const checkItems = (list: unknown, trail: string[], ancestors: Set<unknown>): void => {
      if (!Array.isArray(list)) return report(trail, 'must be a list of items.', LIST_HINT);
      if (ancestors.has(list))
        return report(
          trail,
          'contains itself, so it would never end.',
          'Give the category its own list of items instead of one of its parents.',
        );
      for (const item of list) {
        if (typeof item === 'string') continue;
        const { type, label } = (item ?? {}) as { type?: unknown; label?: unknown };
        if (type === 'category') {
          checkItems((item as { items?: unknown }).items, [...trail, String(label)], new Set([...ancestors, list]));
        } else if (
          type === 'doc'
            ? typeof (item as { id?: unknown }).id !== 'string'
            : type !== 'link' || typeof (item as { href?: unknown }).href !== 'string'
        ) {
          report(
            trail,
            `has an item Kran does not understand (type ${JSON.stringify(type) ?? 'missing'}).`,
            "Use a doc id, `{ type: 'doc', id }`, `{ type: 'link', label, href }` or `{ type: 'category', label, items }`.",
            typeof type === 'string' ? source.locateValue(type, { key: 'type', after: id }) : source.locateKey(id),
          );
        }
      }
    };
    checkItems(items, [id], new Set());
  }
  return problems.errors.length === errorCount;
}
