import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { PageLinks } from '../links/check-links.js';
import type { FileWriter } from '../output/file-writer.js';
import { frameKeyOf, type RenderCache, type RenderedPage } from './render-cache.js';
import { RenderWorkerPool } from './render-in-workers.js';
import { pageWriterOf, renderJob, type RenderJob } from './render-job.js';
import type { RenderPlan } from './render-plan.js';
import { compareHtmlFiles } from '../search/document-order.js';

/** Below this many pages, starting workers costs more than it saves. */
const MIN_PAGES_FOR_WORKERS = 150;
/**
 * Up to this many pages in all, this thread renders beside one worker fewer: a worker loads React and the theme anew
 * and holds a heap of its own (a cold build of the Podman site peaks 50 MB lower). A larger site's manifest makes this
 * thread's heap large, where rendering's garbage costs more to collect (14,057 pages: render 17.6 -> 21.3 s, peak
 * RSS +0.4 GB), and this thread feeds the search index while the workers render.
 */
const MAX_PAGES_TO_RENDER_HERE_TOO = 2000;

/**
 * How many threads rendering `count` pages is worth, this one among them: this one alone below
 * MIN_PAGES_FOR_WORKERS, at most one a core.
 */
function renderThreadCount(count: number): number {
  return Math.max(1, Math.min(availableParallelism(), Math.floor(count / (MIN_PAGES_FOR_WORKERS / 2))));
}

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
  /** Told, before any page is rendered, every page's HTML file and those of the pages to render. */
  onPlanned?: (htmlFiles: string[], renderedHtmlFiles: string[]) => void;
  /** Told the HTML files of pages just rendered, with their search documents written. */
  onRendered?: (htmlFiles: string[]) => void;
  /** The staged output's writer, which knows the previous output's files; one for the context's folders by default. */
  files?: FileWriter;
}

/**
 * Renders every page of the plan, on all cores when there are enough pages. Pages the render cache knows
 * unchanged are taken over from the last build's output instead; a build that writes search documents renders
 * all, since those pages would have none.
 */
export async function renderPages(plan: RenderPlan, options: RenderPagesOptions): Promise<RenderedPages> {
  const { jobs, context, buildContext } = plan;
  const frameKey = frameKeyOf(context);
  const files = options.files ?? pageWriterOf(context);
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
  // Pages are handed to the search index in the order of their HTML files: rendered in that order, they go in early.
  if (options.onRendered) toRender.sort((a, b) => compareHtmlFiles(a.htmlFile, b.htmlFile));
  options.onPlanned?.(
    jobs.map((job) => job.htmlFile),
    toRender.map((job) => job.htmlFile),
  );
  let done = reused.size;
  const onRendered = (rendered: RenderJob[]) => {
    options.onRendered?.(rendered.map((job) => job.htmlFile));
    options.onProgress?.((done += rendered.length), jobs.length);
  };
  const renderers = renderThreadCount(toRender.length);
  const rendersHere = jobs.length <= MAX_PAGES_TO_RENDER_HERE_TOO;
  const workers = renderers < 2 ? undefined : new RenderWorkerPool(rendersHere ? renderers - 1 : renderers);
  const links: PageLinks[] = workers
    ? await workers.render(
        toRender,
        context,
        onRendered,
        rendersHere ? (job) => renderJob(job, context, files, buildContext) : undefined,
      )
    : toRender.flatMap((job) => {
        const pageLinks = renderJob(job, context, files, buildContext);
        onRendered([job]);
        return pageLinks ? [pageLinks] : [];
      });
  const linksByPath = new Map(links.map((pageLinks) => [pageLinks.path, pageLinks]));
  const pages = jobs.map(
    (job): RenderedPage =>
      reused.get(job) ?? {
        path: job.path,
        dataFile: job.dataFile,
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
