import { hashOf } from '../cache.js';
import type { RenderedContent } from '../markdown/render-content.js';
import type { Problems } from '../problems.js';
import type { ResolvedDocsConfig } from '../resolve-config.js';
import { categoryIndexRoutes } from '../sidebars/category-index-routes.js';
import { DocsPlacement } from '../sidebars/docs-placement.js';
import type { ResolvedSidebars } from '../sidebars/resolve-sidebars.js';
import type { DocCategoryIndexRoute, DocRoute, DocVersionInfo } from '../types.js';
import type { LoadedDoc } from './docs-loader.js';
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
  },
): DocsRoutes {
  const versionOf = context.versionOf ?? (() => docs.version);
  const { memo, identity } = context.reuse;
  const { sidebars, generatedIndexes } = context.sidebars;
  const placements = new DocsPlacement(sidebars, loaded, {
    docsId: docs.id,
    problems: context.problems,
    hasValidSidebars: context.hasValidSidebars,
  });
  // A doc's route is made anew only when the doc, its sidebar or its neighbours changed.
  const sidebarKeys = new Map(sidebars.map((sidebar) => [sidebar, hashOf([JSON.stringify(sidebar)])]));
  const settingsKey = JSON.stringify([docs.id, docs.editUrl ?? '', docs.path]);
  const routes = loaded.map((doc): DocRoute => {
    const { content, toc } = render(doc);
    const placement = placements.ofDoc(doc);
    const version = versionOf({ docId: doc.id });
    const placementKey = JSON.stringify([
      version,
      placement.sidebar && sidebarKeys.get(placement.sidebar),
      placement.previous,
      placement.next,
    ]);
    return memo(['doc', settingsKey, identity(doc), identity(content), placementKey], () => ({
      kind: 'doc',
      path: doc.permalink,
      source: doc.file,
      title: doc.title,
      description: doc.description,
      docsId: docs.id,
      docId: doc.id,
      heading: doc.heading,
      content,
      toc,
      ...placement,
      ...(docs.editUrl
        ? { editUrl: `${docs.editUrl.replace(/\/+$/, '')}/${docs.path.replace(/\/+$/, '')}/${doc.relativePath}` }
        : {}),
      version,
      ...(doc.lastUpdate ? { lastUpdate: doc.lastUpdate } : {}),
    }));
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
