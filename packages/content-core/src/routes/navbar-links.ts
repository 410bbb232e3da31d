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
 * Checks that every navbar item can be placed: each has a label and a position of left or right, links have
 * `to` or `href`, dropdowns a non-empty list of links, and `doc` and `docSidebar` items name a doc or sidebar
 * that exists (the error lists those that do). The only check of the navbar: ssg-cli and the theme trust it.
 */
export function checkNavbarItems(
  navbar: NavbarConfig | undefined,
  docs: Map<string, DocsTargets>,
  source: ConfigSource,
  problems: Problems,
): void {
  for (const item of navbar?.items ?? []) {
    if (!hasLabelAndPosition(item, source, problems)) continue;
    const { type, label } = item as { type?: unknown; label: string };
    const at = () => source.locateValue(label, { key: 'label', after: 'navbar' });
    if (item.type === 'doc' || item.type === 'docSidebar') {
      const docsId = item.docsId ?? 'default';
      const targets = docs.get(docsId);
      if (!targets) {
        problems.error(
          `The navbar item "${item.label}" points into the docs "${docsId}", which this site does not have.`,
          item.docsId ? source.locateValue(item.docsId, { key: 'docsId' }) : at(),
          `Available docs ids: ${listOf([...docs.keys()])}; set \`docsId\` to one of them.`,
        );
      } else if (item.type === 'doc' && !targets.docPaths[item.docId]) {
        problems.error(
          `The navbar item "${item.label}" points at the doc id "${item.docId}", which does not exist in the docs "${docsId}".`,
          source.locateValue(String(item.docId), { key: 'docId' }),
          `Available doc ids: ${listOf(Object.keys(targets.docPaths))}.`,
        );
      } else if (item.type === 'docSidebar' && !targets.sidebarIds.includes(item.sidebarId)) {
        problems.error(
          `The navbar item "${item.label}" points at the sidebar "${item.sidebarId}", which the docs "${docsId}" do not have.`,
          source.locateValue(String(item.sidebarId), { key: 'sidebarId' }),
          `Available sidebar ids: ${listOf(targets.sidebarIds)}.`,
        );
      } else if (item.type === 'docSidebar' && !targets.sidebarPaths[item.sidebarId]) {
        problems.error(
          `The navbar item "${item.label}" points at the sidebar "${item.sidebarId}", which lists no doc to open.`,
          source.locateValue(item.sidebarId, { key: 'sidebarId' }),
          'Add a doc to the sidebar, or point the item at another sidebar.',
        );
      }
    } else if (type === 'dropdown') {
      const links = (item as { items?: unknown }).items;
      if (Array.isArray(links) && links.length > 0) for (const link of links) checkLink(link, source, problems);
      else
        problems.error(
          `The navbar dropdown "${label}" has no list of items.`,
          at(),
          "Write it like `{ type: 'dropdown', label: 'Mehr', items: [{ label: 'Blog', to: '/blogs' }] }`.",
        );
    } else if (type !== undefined && type !== 'link') {
      problems.error(
        `The navbar item "${label}" has the type ${JSON.stringify(type)}, which Kran does not know.`,
        typeof type === 'string' ? source.locateValue(type, { key: 'type', after: 'navbar' }) : at(),
        "Use a link (`to` or `href`), `type: 'doc'`, `type: 'docSidebar'` or `type: 'dropdown'`.",
      );
    } else {
      checkLink(item, source, problems);
    }
  }
}

/** Whether the item is an object with a label; reports a missing label and a position other than left or right. */
function hasLabelAndPosition(item: unknown, source: ConfigSource, problems: Problems): boolean {
  const { label, position } = (typeof item === 'object' && item !== null ? item : {}) as {
    label?: unknown;
    position?: unknown;
  };
  if (!isFilledString(label)) {
    problems.error(
      `The navbar item ${JSON.stringify(item)} has no label.`,
      source.locateKey('items', { after: 'navbar' }),
      "Give it the text it shows: `label: 'Blog'`.",
    );
    return false;
  }
  if (position !== undefined && position !== 'left' && position !== 'right') {
    const at =
      typeof position === 'string'
        ? source.locateValue(position, { key: 'position', after: 'navbar' })
        : source.locateValue(label, { key: 'label', after: 'navbar' });
    problems.error(
      `The navbar item "${label}" has the position ${JSON.stringify(position)}.`,
      at,
      "Use `position: 'left'` or `position: 'right'`, or leave it out for left.",
    );
  }
  return true;
}

function checkLink(link: unknown, source: ConfigSource, problems: Problems): void {
  const { label, to, href } = (typeof link === 'object' && link !== null ? link : {}) as {
    label?: unknown;
    to?: unknown;
    href?: unknown;
  };
  const at = () =>
    isFilledString(label)
      ? source.locateValue(label, { key: 'label', after: 'navbar' })
      : source.locateKey('items', { after: 'navbar' });
  if (!isFilledString(label)) {
    problems.error(
      `The navbar link ${JSON.stringify(link)} has no label.`,
      at(),
      "Give it the text it shows: `label: 'Blog'`.",
    );
  } else if (!isFilledString(to) && !isFilledString(href)) {
    problems.error(
      `The navbar link "${label}" has neither \`to\` nor \`href\`.`,
      at(),
      "Add `to: '/seite'` for a page of this site or `href: 'https://...'` for another site.",
    );
  }
}

function isFilledString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function listOf(ids: string[]): string {
  return [...ids].sort().join(', ') || '(none)';
}
