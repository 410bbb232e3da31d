import { hashOf } from '../cache/cache.js';
import type { RenderedContent } from '../markdown/render/render-content.js';
import type { Problems } from '../errors/problems.js';
import type { ResolvedDocsConfig } from '../config/resolve-config.js';
import { categoryCardsOf, categoryIndexRoutes } from './category-index-routes.js';
import { DocsPlacement, type Placement } from '../sidebars/docs-placement.js';
import type { ResolvedSidebars } from '../sidebars/resolve-sidebars.js';
import type { DocCategoryCard, DocCategoryIndexRoute, DocRoute, DocVersionInfo } from '../types.js';
import type { LoadedDoc } from '../loading/docs-loader.js';
import { pageHeadFactsOf } from './page-head-facts.js';
import type { Reuse } from './reuse.js';

/** A page of a docs version: a doc by its id, or a generated index page by its path. */
export type VersionedPage = { docId: string } | { indexPath: string };

export interface DocsRoutes {
  routes: (DocRoute | DocCategoryIndexRoute)[];
  /** Path of each sidebar's first page, by sidebar id. */
  sidebarPaths: Record<string, string>;
}

/**
 * One route per doc, each with its sidebar (the first that lists it, or the one its `displayed_sidebar`
 * names) and previous/next from that sidebar's order; and one per category's generated index.
 */
export function createDocsRoutes(
  docs: ResolvedDocsConfig,
  loaded: LoadedDoc[],
  render: (doc: LoadedDoc) => RenderedContent,
  context: {
    sidebars: ResolvedSidebars;
    problems: Problems;
    hasValidSidebars: boolean;
    reuse: Reuse;
    /** The version a doc or generated index page shows, with its links to the same page in other versions. */
    versionOf?: (page: VersionedPage) => DocVersionInfo;
    /** A doc's edit link from the site's editUrl function, when it has one. */
    editUrlOf?: (doc: LoadedDoc) => string | undefined;
  },
): DocsRoutes {
  const versionOf = context.versionOf ?? (() => docs.version);
  const { sidebars, generatedIndexes } = context.sidebars;
  const placements = new DocsPlacement(sidebars, loaded, {
    docsId: docs.id,
    problems: context.problems,
    hasValidSidebars: context.hasValidSidebars,
  });
  const routes = loaded.map((doc): DocRoute => {
    const placement = placements.ofDoc(doc);
    const cards = doc.parsed.showsDocCardList ? categoryCardsOf(placement.sidebar, doc.permalink, loaded) : undefined;
    const place: DocPlace = {
      placement,
      version: versionOf({ docId: doc.id }),
      ...(cards ? { categoryCards: cards } : {}),
    };
    const editUrl = context.editUrlOf?.(doc);
    return docRoute(docs, doc, render(doc), editUrl ? { ...place, editUrl } : place, context.reuse);
  });
  const indexRoutes = categoryIndexRoutes(generatedIndexes, {
    docsId: docs.id,
    docs: loaded,
    placement: placements,
    versionOf: (path) => versionOf({ indexPath: path }),
    reuse: context.reuse,
  });
  return { routes: [...routes, ...indexRoutes], sidebarPaths: placements.firstPaths() };
}

/** Where a doc's page stands: its sidebar with its neighbours there, and its version. */
export interface DocPlace {
  placement: Placement;
  version: DocVersionInfo;
  /** The doc's edit link from the site's editUrl function; a string editUrl is joined with the doc's path instead. */
  editUrl?: string;
  /** The cards of the category whose page the doc is, for its `<DocCardList />`. */
  categoryCards?: DocCategoryCard[];
}

// A sidebar is stood for in keys by the hash of its JSON, computed once per sidebar object.
const sidebarKeys = new WeakMap<object, string>();

function sidebarKeyOf(sidebar: object): string {
  let key = sidebarKeys.get(sidebar);
  if (key === undefined) sidebarKeys.set(sidebar, (key = hashOf([JSON.stringify(sidebar)])));
  return key;
}

/** A doc's route, the very object of the last build when the doc, its content and its place are the same. */
export function docRoute(
  docs: ResolvedDocsConfig,
  doc: LoadedDoc,
  rendered: Pick<RenderedContent, 'content' | 'toc' | 'headTags' | 'image'>,
  { placement, version, editUrl, categoryCards }: DocPlace,
  { memo, identity }: Reuse,
): DocRoute {
  const { content, toc, headTags } = rendered;
  const settingsKey = JSON.stringify([docs.id, docs.editUrl ?? '', docs.path, docs.breadcrumbs]);
  const placementKey = JSON.stringify([
    version,
    placement.sidebar && sidebarKeyOf(placement.sidebar),
    placement.previous,
    placement.next,
    editUrl,
    categoryCards,
  ]);
  return memo(['doc', settingsKey, identity(doc), identity(content), placementKey], () => ({
    kind: 'doc',
    path: doc.permalink,
    source: doc.file,
    title: doc.title,
    description: doc.description,
    ...pageHeadFactsOf(doc, rendered),
    ...(headTags ? { headTags } : {}),
    docsId: docs.id,
    docId: doc.id,
    heading: doc.heading,
    content,
    toc,
    ...placement,
    ...(editUrl ? { editUrl } : {}),
    ...(!editUrl && docs.editUrl
      ? { editUrl: `${docs.editUrl.replace(/\/+$/, '')}/${docs.path.replace(/\/+$/, '')}/${doc.relativePath}` }
      : {}),
    version,
    ...(doc.lastUpdate ? { lastUpdate: doc.lastUpdate } : {}),
    ...(doc.tags.length > 0 ? { tags: doc.tags } : {}),
    ...(docs.breadcrumbs === false ? { hidesBreadcrumbs: true as const } : {}),
    ...(categoryCards ? { categoryCards } : {}),
  }));
}

/** The place a doc's route had, read back from it. */
export function placeOf(route: DocRoute): DocPlace {
  const { sidebar, previous, next, version, editUrl, categoryCards } = route;
  return {
    placement: { ...(sidebar ? { sidebar } : {}), ...(previous ? { previous } : {}), ...(next ? { next } : {}) },
    version,
    ...(editUrl ? { editUrl } : {}),
    ...(categoryCards ? { categoryCards } : {}),
  };
}

/**
 * Whether a doc's new version leaves what other pages show of it, and so its place among them, as it was: every
 * field but its content, description, first heading and last update (which only its own page shows, and the
 * generated index pages that the whole build makes) is the same.
 */
export function keepsPlaceOfDoc(previous: LoadedDoc, doc: LoadedDoc): boolean {
  const placed = ({
    parsed: _parsed,
    description: _description,
    heading: _heading,
    lastUpdate: _lastUpdate,
    ...rest
  }: LoadedDoc) => JSON.stringify(rest);
  // Whether the doc shows `<DocCardList />` decides whether its route holds its category's cards.
  const showsCards = (loaded: LoadedDoc) => loaded.parsed.showsDocCardList === true;
  return placed(previous) === placed(doc) && showsCards(previous) === showsCards(doc);
}
