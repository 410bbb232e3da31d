import type { NavbarConfig } from '../config.js';
import type { ConfigSource } from '../config-source.js';
import type { Problems } from '../problems.js';

/** What the navbar may point at in one docs instance. */
export interface DocsTargets {
  docPaths: Record<string, string>;
  sidebarPaths: Record<string, string>;
  sidebarIds: string[];
}

/**
 * Checks that every navbar item can be placed: links have `to` or `href`, dropdowns a list of items, and
 * `doc` and `docSidebar` items name a doc or sidebar that exists (the error lists those that do).
 */
export function checkNavbarItems(navbar: NavbarConfig | undefined, docs: Map<string, DocsTargets>, source: ConfigSource, problems: Problems): void {
  for (const item of navbar?.items ?? []) {
    const { type, label } = item as { type?: unknown; label?: unknown };
    const at = () => (typeof label === 'string' ? source.locateValue(label, { key: 'label', after: 'navbar' }) : source.locateKey('items', { after: 'navbar' }));
    if (item.type === 'doc' || item.type === 'docSidebar') {
      const docsId = item.docsId ?? 'default';
      const targets = docs.get(docsId);
      if (!targets) {
        problems.error(`The navbar item "${item.label}" points into the docs "${docsId}", which this site does not have.`, item.docsId ? source.locateValue(item.docsId, { key: 'docsId' }) : at(), `Available docs ids: ${listOf([...docs.keys()])}; set \`docsId\` to one of them.`);
      } else if (item.type === 'doc' && !targets.docPaths[item.docId]) {
        problems.error(`The navbar item "${item.label}" points at the doc id "${item.docId}", which does not exist in the docs "${docsId}".`, source.locateValue(String(item.docId), { key: 'docId' }), `Available doc ids: ${listOf(Object.keys(targets.docPaths))}.`);
      } else if (item.type === 'docSidebar' && !targets.sidebarIds.includes(item.sidebarId)) {
        problems.error(`The navbar item "${item.label}" points at the sidebar "${item.sidebarId}", which the docs "${docsId}" do not have.`, source.locateValue(String(item.sidebarId), { key: 'sidebarId' }), `Available sidebar ids: ${listOf(targets.sidebarIds)}.`);
      } else if (item.type === 'docSidebar' && !targets.sidebarPaths[item.sidebarId]) {
        problems.error(`The navbar item "${item.label}" points at the sidebar "${item.sidebarId}", which lists no doc to open.`, source.locateValue(item.sidebarId, { key: 'sidebarId' }), 'Add a doc to the sidebar, or point the item at another sidebar.');
      }
    } else if (type === 'dropdown') {
      const links = (item as { items?: unknown }).items;
      if (Array.isArray(links)) for (const link of links) checkLink(link, source, problems);
      else problems.error(`The navbar dropdown "${String(label)}" has no list of items.`, at(), "Write it like `{ type: 'dropdown', label: 'Mehr', items: [{ label: 'Blog', to: '/blogs' }] }`.");
    } else if (type !== undefined && type !== 'link') {
      problems.error(`The navbar item "${String(label)}" has the type ${JSON.stringify(type)}, which Kran does not know.`, typeof type === 'string' ? source.locateValue(type, { key: 'type', after: 'navbar' }) : at(), "Use a link (`to` or `href`), `type: 'doc'`, `type: 'docSidebar'` or `type: 'dropdown'`.");
    } else {
      checkLink(item, source, problems);
    }
  }
}

function checkLink(link: unknown, source: ConfigSource, problems: Problems): void {
  const { label, to, href } = (link ?? {}) as { label?: unknown; to?: unknown; href?: unknown };
  if (typeof to === 'string' || typeof href === 'string') return;
  problems.error(
    `The navbar link "${String(label)}" has neither \`to\` nor \`href\`.`,
    typeof label === 'string' ? source.locateValue(label, { key: 'label', after: 'navbar' }) : source.locateKey('items', { after: 'navbar' }),
    "Add `to: '/seite'` for a page of this site or `href: 'https://...'` for another site.",
  );
}

function listOf(ids: string[]): string {
  return [...ids].sort().join(', ') || '(none)';
}
