import { checkLink, isFilledString, placeIn, problemList, type ItemPlace, type Report } from './check-link.js';
import type { ConfigPlace, DocsTargets } from './config-part.js';
import { withNavbarItemType, type LocaleDropdownConfig, type NavbarConfig } from './theme-site-config.js';

/**
 * Checks that every navbar item can be placed: each has a label and a position of left or right, links have
 * `to` or `href`, dropdowns a non-empty list of links, and `doc` and `docSidebar` items name a doc or sidebar
 * that exists (the problem lists those that do); a locale dropdown's own links are links too. The only check of the navbar: the shell trusts it.
 */
export function checkNavbar(navbar: NavbarConfig | undefined, docs: Readonly<Record<string, DocsTargets>>) {
  const { problems, report } = problemList();
  for (const [index, written] of (navbar?.items ?? []).entries()) {
    const item = withNavbarItemType(written);
    const at = placeIn(['navbar', 'items', index]);
    if (isVersionItem(item)) {
      checkVersionItem(item, docs, at, report);
      continue;
    }
    if (isLocaleDropdown(item)) {
      checkLocaleDropdown(item, index, report);
      continue;
    }
    if (isHtmlItem(item)) {
      checkHtmlItem(item, at, report);
      continue;
    }
    if (!hasLabelAndPosition(item, at, report)) continue;
    const fields = item as { type?: unknown; label?: string; 'aria-label'?: string };
    const { type } = fields;
    // An icon link, named by its aria-label, is reported under that name.
    const label = fields.label ?? fields['aria-label']!;
    const atLabel = at('label', label);
    if (item.type === 'doc' || item.type === 'docSidebar') {
      checkDocItem(item, docs, at, report);
    } else if (type === 'dropdown') {
      const links = (item as { items?: unknown }).items;
      if (Array.isArray(links) && links.length > 0)
        for (const [linkIndex, link] of links.entries())
          checkLink(link, 'navbar', placeIn(['navbar', 'items', index, 'items', linkIndex]), report);
      else
        report(
          `The navbar dropdown "${label}" has no list of items.`,
          atLabel,
          "Write it like `{ type: 'dropdown', label: 'More', items: [{ label: 'Blog', to: '/blog' }] }`.",
        );
    } else if (type !== undefined && type !== 'link') {
      report(
        `The navbar item "${label}" has the type ${JSON.stringify(type)}, which Kran does not know.`,
        typeof type === 'string' ? at('type', type) : atLabel,
        "Use a link (`to` or `href`), `type: 'doc'`, `type: 'docSidebar'`, `type: 'dropdown'`, " +
          "`type: 'docsVersionDropdown'`, `type: 'docsVersion'`, `type: 'localeDropdown'` or `type: 'html'`.",
      );
    } else {
      checkLink({ ...item, label }, 'navbar', at, report);
    }
  }
  checkNavbarStyle(navbar?.style, report);
  return problems;
}

function isHtmlItem(item: unknown): item is { type: 'html'; value?: unknown; position?: unknown } {
  return (item as { type?: unknown } | null)?.type === 'html';
}

/** An html item shows its `value`, a text of HTML, at the left or right. */
function checkHtmlItem(item: { value?: unknown; position?: unknown }, at: ItemPlace, report: Report): void {
  if (!isFilledString(item.value))
    report(
      'The navbar item of type "html" has no `value`, the HTML it shows.',
      at('type', 'html'),
      "Write it like `{ type: 'html', value: '<span class=\"badge\">Beta</span>', position: 'right' }`.",
    );
  checkPosition(item.position, 'The navbar html item', at('type', 'html'), at, report);
}

function checkNavbarStyle(style: unknown, report: Report): void {
  if (style === undefined || style === 'dark') return;
  report(
    `navbar.style is ${JSON.stringify(style)}, which Kran does not offer.`,
    placeIn(['navbar'])('style', typeof style === 'string' ? style : undefined),
    "Use `style: 'dark'` for a dark navbar in both colour modes, or leave it out for the page's colours.",
  );
}

type DocItem = Extract<NavbarConfig['items'][number], { type: 'doc' | 'docSidebar' }>;

function checkDocItem(item: DocItem, docs: Readonly<Record<string, DocsTargets>>, at: ItemPlace, report: Report) {
  const docsId = item.docsId ?? 'default';
  const targets = docs[docsId];
  if (!targets) {
    report(
      `The navbar item "${item.label}" points into the docs "${docsId}", which this site does not have.`,
      item.docsId ? at('docsId', item.docsId) : at('label', item.label),
      `Available docs ids: ${listOf(Object.keys(docs))}; set \`docsId\` to one of them.`,
    );
  } else if (item.type === 'doc' && !targets.docPaths[item.docId]) {
    report(
      `The navbar item "${item.label}" points at the doc id "${item.docId}", which does not exist in the docs "${docsId}".`,
      at('docId', String(item.docId)),
      `Available doc ids: ${listOf(Object.keys(targets.docPaths))}.`,
    );
  } else if (item.type === 'docSidebar' && !targets.sidebarIds.includes(item.sidebarId)) {
    report(
      `The navbar item "${item.label}" points at the sidebar "${item.sidebarId}", which the docs "${docsId}" do not have.`,
      at('sidebarId', String(item.sidebarId)),
      `Available sidebar ids: ${listOf(targets.sidebarIds)}.`,
    );
  } else if (item.type === 'docSidebar' && !targets.sidebarPaths[item.sidebarId]) {
    report(
      `The navbar item "${item.label}" points at the sidebar "${item.sidebarId}", which lists no doc to open.`,
      at('sidebarId', item.sidebarId),
      'Add a doc to the sidebar, or point the item at another sidebar.',
    );
  }
}

type VersionItem = Extract<NavbarConfig['items'][number], { type: 'docsVersionDropdown' | 'docsVersion' }>;

function isVersionItem(item: unknown): item is VersionItem {
  const type = (item as { type?: unknown } | null)?.type;
  return type === 'docsVersionDropdown' || type === 'docsVersion';
}

// Version items need no label: they show the version's.
function checkVersionItem(
  item: VersionItem,
  docs: Readonly<Record<string, DocsTargets>>,
  at: ItemPlace,
  report: Report,
) {
  const docsId = item.docsId ?? 'default';
  if (docs[docsId]?.versions?.length) return;
  report(
    `The navbar item of type "${item.type}" points into the docs "${docsId}", which this site does not have.`,
    item.docsId ? at('docsId', item.docsId) : at('type', item.type),
    `Available docs ids: ${listOf(Object.keys(docs))}; set \`docsId\` to one of them.`,
  );
}

function isLocaleDropdown(item: unknown): item is LocaleDropdownConfig {
  return (item as { type?: unknown } | null)?.type === 'localeDropdown';
}

// The locale dropdown needs no label: it shows the current locale's.
function checkLocaleDropdown(item: LocaleDropdownConfig, index: number, report: Report) {
  const at = placeIn(['navbar', 'items', index]);
  const { position, queryString } = item as { position?: unknown; queryString?: unknown };
  checkPosition(position, "The navbar's locale dropdown", at('type', item.type), at, report);
  if (queryString !== undefined && !isFilledString(queryString)) {
    report(
      `The navbar's locale dropdown has the queryString ${JSON.stringify(queryString)}.`,
      at('queryString', typeof queryString === 'string' ? queryString : undefined),
      "Name the query parameter that carries the chosen locale, `queryString: 'persistLocale'`, or leave it out.",
    );
  }
  for (const key of ['dropdownItemsBefore', 'dropdownItemsAfter'] as const) {
    const links: unknown = item[key];
    if (links === undefined) continue;
    if (!Array.isArray(links)) {
      report(
        `The navbar's locale dropdown has ${key} ${JSON.stringify(links)}, which is not a list of links.`,
        at(key),
        `Write it like \`${key}: [{ label: 'Help us translate', href: 'https://…' }]\`.`,
      );
      continue;
    }
    for (const [linkIndex, link] of links.entries())
      checkLink(link, 'navbar', placeIn(['navbar', 'items', index, key, linkIndex]), report);
  }
}

/**
 * Whether the item is an object with a label (a link may instead have an `aria-label`: an icon link); reports a
 * missing label and a position other than left or right.
 */
function hasLabelAndPosition(item: unknown, at: ItemPlace, report: Report): boolean {
  const fields = (typeof item === 'object' && item !== null ? item : {}) as {
    type?: unknown;
    position?: unknown;
    label?: unknown;
    'aria-label'?: unknown;
  };
  const isLink = fields.type === undefined || fields.type === 'link';
  const label = isLink && !isFilledString(fields.label) ? fields['aria-label'] : fields.label;
  const position = fields.position;
  if (!isFilledString(label)) {
    report(
      `The navbar item ${JSON.stringify(item)} has no label.`,
      at(),
      isLink
        ? "Give it the text it shows, `label: 'Blog'`, or for an icon link a name and the class that draws it: " +
            "`'aria-label': 'GitHub', className: 'header-github-link'`."
        : "Give it the text it shows: `label: 'Blog'`.",
    );
    return false;
  }
  checkPosition(position, `The navbar item "${label}"`, at('label', label), at, report);
  return true;
}

/** Reports a position other than left or right at the position, or at `fallback` when it is no text. */
function checkPosition(position: unknown, subject: string, fallback: ConfigPlace, at: ItemPlace, report: Report): void {
  if (position === undefined || position === 'left' || position === 'right') return;
  report(
    `${subject} has the position ${JSON.stringify(position)}.`,
    typeof position === 'string' ? at('position', position) : fallback,
    "Use `position: 'left'` or `position: 'right'`, or leave it out for left.",
  );
}

function listOf(ids: readonly string[]): string {
  return [...ids].sort().join(', ') || '(none)';
}
