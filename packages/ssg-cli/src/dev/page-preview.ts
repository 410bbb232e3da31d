import type { Route, RouteManifest } from '@kran/content-core';
import { findBrokenLinks, type PageLinks } from '../links/check-links.js';
import type { InPlaceOutput } from '../commit/in-place-output.js';
import type { RenderCache } from '../render/render-cache.js';
import { PageRenderer } from '../render/page-renderer.js';
import { pageTasksOf } from '../render/page-tasks.js';
import type { RenderContext } from '../render/render-job.js';

/**
 * Writes the pages of edited routes into kran dev's output folder at once, rendered with what the last build
 * rendered every page with: their HTML, which holds their data. The complete build that follows makes the same
 * files, so it leaves them as they are, and writes what else changed (lists, tag pages, feeds, the search index).
 * Returns the files written, below the output folder; none when the routes are not all pages of the last build with
 * the same layouts (the route map names them), or a page's links lead nowhere, or it lost an #anchor that
 * `onBrokenAnchors: 'throw'` guards, which only the complete build can report.
 */
export async function previewPages(
  routes: Route[],
  renderCache: RenderCache,
  inPlaceOutput: InPlaceOutput,
): Promise<string[] | undefined> {
  const site = renderCache.site;
  const outputFiles = inPlaceOutput.knownFiles;
  const previousLinks = routes.map((route) => renderCache.pageAt(route.path)?.links);
  if (!site || !outputFiles || !previousLinks.every((links) => links !== undefined)) return undefined;
  const staged = inPlaceOutput.stageFew();
  if (!staged) return undefined;
  try {
    await staged.prepare();
    const { manifest, buildContext } = site;
    // The complete build that follows writes the pages' search documents.
    const { searchSourceDir: _documentsLater, ...shared } = site.context;
    const context: RenderContext = {
      ...shared,
      outDir: staged.dir,
      previousOutDir: inPlaceOutput.outDir,
      writesOnlyChanges: true,
    };
    const renderer = new PageRenderer(context, buildContext, staged.files);
    const pageTasks = pageTasksOf({ ...manifest, routes }, buildContext, {});
    const made = pageTasks.toMake.slice(0, routes.length).map((task) => renderer.make(task));
    const jobs = pageTasks.jobsOf(made).slice(0, routes.length);
    // The route map the pages' settings name must still hold: a changed layout takes the complete build.
    if (jobs.some((job) => site.routeMap[job.path] !== job.layoutKind)) {
      await staged.discard();
      return undefined;
    }
    const { links } = renderer.finish(
      context,
      jobs.map((job) => job.path),
    );
    if (!keepsLinksWorking(links, previousLinks, renderCache, outputFiles, site.manifest)) {
      await staged.discard();
      return undefined;
    }
    return await staged.commitWritten();
  } catch (error) {
    await staged.discard();
    throw error;
  }
}

/**
 * Whether the new pages' links all lead somewhere that the complete build would not stop at: a missing page or
 * file unless `onBrokenLinks` is 'ignore', a lost or missing #anchor only when `onBrokenAnchors` is 'throw'.
 */
function keepsLinksWorking(
  links: PageLinks[],
  previousLinks: PageLinks[],
  renderCache: RenderCache,
  outputFiles: ReadonlySet<string>,
  { site }: Pick<RouteManifest, 'site'>,
): boolean {
  const checksAnchors = site.onBrokenAnchors === 'throw';
  const keepsAnchors = previousLinks.every((previous, index) =>
    [...previous.ids].every((id) => links[index]!.ids.has(id)),
  );
  if (checksAnchors && !keepsAnchors) return false;
  if (site.onBrokenLinks === 'ignore' && !checksAnchors) return true;
  const edited = new Map(links.map((pageLinks) => [pageLinks.path, pageLinks]));
  const pageAt = (pagePath: string) => edited.get(pagePath) ?? renderCache.pageAt(pagePath)?.links;
  const blocking = findBrokenLinks(links, outputFiles, site.baseUrl, pageAt).filter((target) =>
    target.anchor === undefined ? site.onBrokenLinks !== 'ignore' : checksAnchors,
  );
  return blocking.length === 0;
}
