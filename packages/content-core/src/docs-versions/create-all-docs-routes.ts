import type { DocsTargets } from '../config-part.js';
import type { RenderedContent } from '../markdown/render/render-content.js';
import type { Problems } from '../errors/problems.js';
import type { ResolvedDocsConfig } from '../config/resolve-config.js';
import type { LoadedDoc } from '../loading/docs-loader.js';
import { createDocsRoutes } from '../routes/docs-routes.js';
import type { Reuse } from '../routes/reuse.js';
import { joinPath } from '../route-paths.js';
import type { ResolvedSidebars } from '../sidebars/resolve-sidebars.js';
import type { DocCategoryIndexRoute, DocRoute, DocTagDocsRoute, DocTagsRoute } from '../types.js';
import { docTagRoutes } from '../routes/doc-tag-routes.js';

/** A route a docs instance makes: a doc, a generated index page, a tag page. */
export type DocsInstanceRoute = DocRoute | DocCategoryIndexRoute | DocTagsRoute | DocTagDocsRoute;
import { mainDocPathOf, versionInfoOf, versionSummariesOf, type BuiltVersion } from './version-links.js';

/** The docs of one version of a docs instance, as loaded. */
export interface LoadedDocsVersion {
  instance: ResolvedDocsConfig;
  docs: LoadedDoc[];
}

export interface AllDocsRoutesContext {
  /** The sidebars of each version; undefined where they could not be read. */
  sidebars: readonly (ResolvedSidebars | undefined)[];
  /** The sidebar ids each version declares, resolved or not. */
  writtenSidebarIds: readonly string[][];
  render(doc: LoadedDoc, index: number): RenderedContent;
  problems: Problems;
  reuse: Reuse;
  /** Title of each version's page of all tags, in the site's language. */
  tagsTitle: string;
  /** A doc's edit link from the site's editUrl function of the version's docs instance (by version index). */
  editUrlOf?: (doc: LoadedDoc, index: number) => string | undefined;
}

/**
 * The routes of every version of every docs instance, each page knowing the same doc's path in the other versions
 * of its instance; and what navbar items may point at, per instance: the last version's docs and sidebars, and the
 * list of versions.
 */
export function createAllDocsRoutes(
  versions: readonly LoadedDocsVersion[],
  context: AllDocsRoutesContext,
): { routes: DocsInstanceRoute[]; targets: Map<string, DocsTargets> } {
  const { sidebars } = context;
  const built = versions.map(({ instance, docs }, index): BuiltVersion => {
    const docPaths = Object.fromEntries(docs.map((doc) => [doc.id, doc.permalink]));
    const basePath = joinPath(instance.routeBasePath, instance.versionPath);
    const indexPaths = (sidebars[index]?.generatedIndexes ?? []).map(({ category }) => category.href);
    return {
      version: instance.version,
      docPaths,
      indexPaths: Object.fromEntries(indexPaths.map((path) => [slugIn(path, basePath), path])),
      mainDocPath: mainDocPathOf(docPaths, sidebars[index]?.sidebars ?? [], basePath),
    };
  });
  const siblingsOf = (docsId: string) => built.filter((_, index) => versions[index]!.instance.id === docsId);
  const routes: DocsInstanceRoute[] = [];
  const targets = new Map<string, DocsTargets>();
  versions.forEach(({ instance, docs }, index) => {
    const siblings = siblingsOf(instance.id);
    const created = createDocsRoutes(instance, docs, (doc) => context.render(doc, index), {
      sidebars: sidebars[index] ?? { sidebars: [], generatedIndexes: [] },
      problems: context.problems,
      hasValidSidebars: sidebars[index] !== undefined,
      reuse: context.reuse,
      ...(context.editUrlOf ? { editUrlOf: (doc: LoadedDoc) => context.editUrlOf!(doc, index) } : {}),
      versionOf: (page) =>
        versionInfoOf(
          built[index]!,
          siblings,
          'docId' in page
            ? page
            : { indexSlug: slugIn(page.indexPath, joinPath(instance.routeBasePath, instance.versionPath)) },
        ),
    });
    routes.push(...created.routes);
    const tagsSettings = {
      docsId: instance.id,
      allTagsPath: joinPath(instance.routeBasePath, instance.versionPath, instance.tagsBasePath),
      version: instance.version,
      tagsTitle: context.tagsTitle,
    };
    routes.push(...docTagRoutes(tagsSettings, docs, context.reuse));
    // Navbar items lead into the last version, as Docusaurus's do for a visitor who has not chosen another.
    if (instance.version.isLatest)
      targets.set(instance.id, {
        docPaths: built[index]!.docPaths,
        sidebarPaths: created.sidebarPaths,
        docSidebars: Object.fromEntries(
          created.routes.flatMap((route) =>
            route.kind === 'doc' && route.sidebar ? [[route.docId, route.sidebar.id]] : [],
          ),
        ),
        sidebarIds: context.writtenSidebarIds[index]!,
        versions: versionSummariesOf(siblings),
      });
  });
  return { routes, targets };
}

// Generated index pages match across versions by their path inside the version, as Docusaurus matches them.
function slugIn(path: string, basePath: string): string {
  return basePath === '/' ? path : path.slice(basePath.length) || '/';
}
