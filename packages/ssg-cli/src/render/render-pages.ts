import path from 'node:path';
import type { FileWriter } from '../output/file-writer.js';
import { compareHtmlFiles } from '../search/document-order.js';
import { frameKeyOf, type RenderCache, type RenderedPage } from './render-cache.js';
import type { RenderJob } from './render-job.js';
import type { RenderPlan } from './render-plan.js';
import type { RenderThreads } from './render-threads.js';

/** The rendered site. */
export interface RenderedPages {
  /** Every page with its files and, when it is checked for links, its links. */
  pages: RenderedPage[];
  frameKey: string;
  /** Pages rendered by this build; the others were taken over from the last build's output. */
  renderedCount: number;
  /** The HTML files of the pages taken over from the last build's output. */
  reusedHtmlFiles: string[];
}

export interface RenderPagesOptions {
  /** The real output folder, where the last build's pages are. */
  outDir: string;
  renderCache?: RenderCache;
  /**
   * Whether the search documents of the last build's pages are kept (by the build cache), so that pages are
   * taken over even when the search index is built anew: the caller adds those pages' documents.
   */
  keepsSearchDocuments?: boolean;
  onProgress?: (done: number, total: number) => void;
  /** Told, before any page is written, every page's HTML file and those of the pages to write. */
  onPlanned?: (htmlFiles: string[], renderedHtmlFiles: string[]) => void;
  /** Told the HTML files of pages just written, with their search documents. */
  onRendered?: (htmlFiles: string[]) => void;
  /** The staged output's writer, which knows the previous output's files. */
  files: FileWriter;
}

/**
 * Writes every page of the plan in the frame every page shares: those the threads made, in the thread that made
 * them, and those whose data was taken over, rendered whole on all cores. Pages the render cache knows unchanged are
 * taken over from the last build's output instead; a build that writes search documents writes all, since those
 * pages would have none.
 */
export async function renderPages(
  plan: RenderPlan,
  threads: RenderThreads,
  options: RenderPagesOptions,
): Promise<RenderedPages> {
  const { jobs, context, takenOver } = plan;
  const { files } = options;
  const frameKey = frameKeyOf(context);
  const reusable =
    context.searchSourceDir && !options.keepsSearchDocuments
      ? new Map<RenderJob, RenderedPage>()
      : (options.renderCache?.reusable(frameKey, jobs, options.outDir, {
          isOutputOwned: Boolean(context.writesOnlyChanges),
        }) ?? new Map<RenderJob, RenderedPage>());
  const reused = new Map(
    [...reusable].filter(([job]) =>
      files.keep(path.join(options.outDir, job.htmlFile), path.join(context.outDir, job.htmlFile)),
    ),
  );
  const toRender = jobs.filter((job) => !reused.has(job));
  // Pages are handed to the search index in the order of their HTML files: written in that order, they go in early.
  if (options.onRendered) toRender.sort((a, b) => compareHtmlFiles(a.htmlFile, b.htmlFile));
  options.onPlanned?.(
    jobs.map((job) => job.htmlFile),
    toRender.map((job) => job.htmlFile),
  );
  const htmlFileAt = new Map(jobs.map((job) => [job.path, job.htmlFile]));
  let done = reused.size;
  const onRendered = (paths: string[]) => {
    options.onRendered?.(paths.map((routePath) => htmlFileAt.get(routePath)!));
    options.onProgress?.((done += paths.length), jobs.length);
  };
  const links = await threads.finish(
    context,
    toRender.filter((job) => !takenOver.has(job.path)).map((job) => job.path),
    toRender.flatMap((job) => takenOver.get(job.path) ?? []),
    onRendered,
  );
  const linksByPath = new Map(links.map((pageLinks) => [pageLinks.path, pageLinks]));
  const pages = jobs.map(
    (job): RenderedPage =>
      reused.get(job) ?? {
        path: job.path,
        dataHash: job.dataHash,
        htmlFile: job.htmlFile,
        links: linksByPath.get(job.path),
      },
  );
  return {
    pages,
    frameKey,
    renderedCount: toRender.length,
    reusedHtmlFiles: [...reused.keys()].map((job) => job.htmlFile),
  };
}
