import type { LoadedDoc } from '../loading/docs-loader.js';
import type { Reuse } from './reuse.js';
import type { DocCategoryCard, DocCategoryIndexRoute, DocSidebar, DocSidebarItem, DocVersionInfo } from '../types.js';
import type { DocsPlacement } from '../sidebars/docs-placement.js';
import type { GeneratedIndex } from '../sidebars/resolve-sidebars.js';

/** The generated index page of each category with `link: { type: 'generated-index' }`: its items as cards. */
export function categoryIndexRoutes(
  indexes: readonly GeneratedIndex[],
  context: {
    docsId: string;
    docs: readonly LoadedDoc[];
    placement: DocsPlacement;
    versionOf: (indexPath: string) => DocVersionInfo;
    reuse: Reuse;
  },
): DocCategoryIndexRoute[] {
  const byId = new Map(context.docs.map((doc) => [doc.id, doc]));
  return indexes.map(({ sidebarId, category, title, description }) => {
    const placement = context.placement.ofIndex(sidebarId, category.href);
    const route: DocCategoryIndexRoute = {
      kind: 'docCategoryIndex',
      path: category.href,
      title,
      description: description ?? '',
      ...(description === undefined ? {} : { indexDescription: description }),
      docsId: context.docsId,
      cards: category.items.flatMap((item) => cardOf(item, byId)),
      sidebar: placement.sidebar!,
      ...(placement.previous ? { previous: placement.previous } : {}),
      ...(placement.next ? { next: placement.next } : {}),
      version: context.versionOf(category.href),
    };
    return context.reuse.memo(['docCategoryIndex', JSON.stringify(route)], () => route);
  });
}

/**
 * The cards of the category whose page (its `link`) the doc at `permalink` is, in the sidebar: what Docusaurus's
 * `<DocCardList />` shows there; none when no category of the sidebar links to it.
 */
export function categoryCardsOf(
  sidebar: DocSidebar | undefined,
  permalink: string,
  docs: readonly LoadedDoc[],
): DocCategoryCard[] {
  const category = sidebar && categoryWithHref(sidebar.items, permalink);
  if (!category) return [];
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  return category.items.flatMap((item) => cardOf(item, byId));
}

function categoryWithHref(
  items: readonly DocSidebarItem[],
  href: string,
): Extract<DocSidebarItem, { type: 'category' }> | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === href) return item;
    const inside = categoryWithHref(item.items, href);
    if (inside) return inside;
  }
  return undefined;
}

function cardOf(item: DocSidebarItem, byId: ReadonlyMap<string, LoadedDoc>): DocCategoryCard[] {
  if (item.type === 'html') return [];
  if (item.type === 'link') {
    const doc = item.docId === undefined ? undefined : byId.get(item.docId);
    return [
      {
        kind: doc ? 'doc' : 'link',
        label: item.label,
        href: item.href,
        isExternal: item.isExternal,
        ...(doc?.description ? { description: doc.description } : {}),
      },
    ];
  }
  // A category card leads to the category's own page, else to its first link, as in Docusaurus.
  const href = item.href ?? firstHref(item.items);
  return href ? [{ kind: 'category', label: item.label, href, isExternal: false, itemCount: item.items.length }] : [];
}

function firstHref(items: readonly DocSidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link') return item.href;
    if (item.type === 'category') {
      const href = item.href ?? firstHref(item.items);
      if (href) return href;
    }
  }
  return undefined;
}
