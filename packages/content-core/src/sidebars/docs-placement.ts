import type { Problems } from '../errors/problems.js';
import type { LoadedDoc, PaginationTarget } from '../loading/docs-loader.js';
import type { DocSidebar, PageLink } from '../types.js';
import { navigationEntries, sidebarDocIds, type NavigationEntry } from './sidebar-navigation.js';

/** The sidebar a page shows and its previous and next pages. */
export interface Placement {
  sidebar?: DocSidebar;
  previous?: PageLink;
  next?: PageLink;
}

/**
 * Where each doc and generated index stands in the sidebars of one docs instance: a doc shows the first sidebar
 * that lists it (or the one `displayed_sidebar` names) with previous/next from that sidebar's order, unless
 * `pagination_prev` / `pagination_next` say otherwise.
 */
export class DocsPlacement {
  private readonly sidebars: Map<string, { sidebar: DocSidebar; entries: NavigationEntry[] }>;
  private readonly firstSidebarOfDoc = new Map<string, string>();
  private readonly byId: ReadonlyMap<string, LoadedDoc>;

  constructor(
    sidebars: readonly DocSidebar[],
    docs: readonly LoadedDoc[],
    private readonly context: { docsId: string; problems: Problems; hasValidSidebars: boolean },
  ) {
    this.byId = new Map(docs.map((doc) => [doc.id, doc]));
    this.sidebars = new Map(
      sidebars.map((sidebar) => [sidebar.id, { sidebar, entries: navigationEntries(sidebar.items) }]),
    );
    for (const sidebar of sidebars)
      for (const docId of sidebarDocIds(sidebar.items))
        if (!this.firstSidebarOfDoc.has(docId)) this.firstSidebarOfDoc.set(docId, sidebar.id);
  }

  /** Path of each sidebar's first page, by sidebar id. */
  firstPaths(): Record<string, string> {
    return Object.fromEntries(
      [...this.sidebars].flatMap(([id, { entries }]) => (entries[0] ? [[id, entries[0].href]] : [])),
    );
  }

  ofDoc(doc: LoadedDoc): Placement {
    const placement = this.sidebarPlacement(doc);
    const previous = this.paginationLink(doc.paginationPrevious, 'pagination_prev') ?? placement.previous;
    const next = this.paginationLink(doc.paginationNext, 'pagination_next') ?? placement.next;
    return {
      ...(placement.sidebar ? { sidebar: placement.sidebar } : {}),
      ...(previous && doc.paginationPrevious?.id !== null ? { previous } : {}),
      ...(next && doc.paginationNext?.id !== null ? { next } : {}),
    };
  }

  /** The placement of a generated index page, by its path, in the sidebar that holds its category. */
  ofIndex(sidebarId: string, href: string): Placement {
    const shown = this.sidebars.get(sidebarId)!;
    return this.placeAt(
      shown,
      shown.entries.findIndex((entry) => entry.docId === undefined && entry.href === href),
    );
  }

  private sidebarPlacement(doc: LoadedDoc): Placement {
    const sidebarId = doc.displayedSidebar ? doc.displayedSidebar.id : this.firstSidebarOfDoc.get(doc.id);
    if (sidebarId === null || sidebarId === undefined) return {};
    const shown = this.sidebars.get(sidebarId);
    if (shown)
      return this.placeAt(
        shown,
        shown.entries.findIndex((entry) => entry.docId === doc.id),
      );
    if (this.context.hasValidSidebars) {
      const known = [...this.sidebars.keys()].sort().join(', ') || '(none)';
      this.context.problems.error(
        `Front matter field "displayed_sidebar" names the sidebar "${sidebarId}", ` +
          `which the docs "${this.context.docsId}" do not have.`,
        doc.displayedSidebar!.location,
        `Available sidebar ids: ${known}.`,
      );
    }
    return {};
  }

  // A page not in the sidebar it shows (index -1) gets no previous and next, as in Docusaurus.
  private placeAt(shown: { sidebar: DocSidebar; entries: NavigationEntry[] }, index: number): Placement {
    const previous = index > 0 ? shown.entries[index - 1] : undefined;
    const next = index === -1 ? undefined : shown.entries[index + 1];
    return {
      sidebar: shown.sidebar,
      ...(previous ? { previous: this.linkTo(previous) } : {}),
      ...(next ? { next: this.linkTo(next) } : {}),
    };
  }

  private linkTo(entry: NavigationEntry): PageLink {
    const doc = entry.docId === undefined ? undefined : this.byId.get(entry.docId);
    return { title: doc ? paginationTitle(doc) : entry.label, permalink: entry.href };
  }

  private paginationLink(target: PaginationTarget | undefined, key: string): PageLink | undefined {
    if (!target || target.id === null) return undefined;
    const doc = this.byId.get(target.id);
    if (doc) return { title: paginationTitle(doc), permalink: doc.permalink };
    this.context.problems.error(
      `Front matter field "${key}" names the doc id "${target.id}", which does not exist.`,
      target.location,
      `Write a doc id of the docs "${this.context.docsId}", or null for no link. ` +
        `Available doc ids: ${[...this.byId.keys()].sort().join(', ') || '(none)'}.`,
    );
    return undefined;
  }
}

/** A doc's title in previous/next links: `pagination_label`, else `sidebar_label`, else its title. */
function paginationTitle(doc: LoadedDoc): string {
  return doc.paginationLabel ?? doc.sidebarFields.label ?? doc.title;
}
