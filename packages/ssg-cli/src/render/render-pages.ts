import path from 'node:path';
import type { PageLinks } from '../links/check-links.js';
import type { FileWriter } from '../output/file-writer.js';
import { compareHtmlFiles } from '../search/document-order.js';
import type { PageTasks } from './page-tasks.js';
import { frameKeyOf, type RenderCache, type RenderedPage } from './render-cache.js';
import type { FinishedPages, FrameWriting, PageTask, RenderFrame, RenderJob, UnchangedPages } from './render-job.js';
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
  /**
   * Told, before any page is written, every page's HTML file and those of the pages that may be written: a page the
   * last build wrote from the same data is kept instead (`onKept`).
   */
  onPlanned?: (htmlFiles: string[], renderedHtmlFiles: string[]) => void;
  /** Told the HTML files of pages just written, with their search documents. */
  onRendered?: (htmlFiles: string[]) => void;
  /** Told the HTML files of pages kept from the last build's output, which `onPlanned` named as maybe written. */
  onKept?: (htmlFiles: string[]) => void;
  /** The staged output's writer, which knows the previous output's files. */
  files: FileWriter;
}

/**
 * The writing of every page of a build in the frame every page shares, begun as soon as that frame is known, while
 * pages are still being made: the render threads write each page they make from then on, and report here. Pages the
 * render cache knows unchanged are taken over from the last build's output instead; a build that writes search
 * documents writes all, since those pages would have none.
 */
export class PageWriting implements FrameWriting {
  readonly frame: RenderFrame;
  readonly frameKey: string;
  /** The last build's pages that this build may take over, by path. */
  private readonly unchanged: Map<string, RenderedPage>;
  private readonly reused = new Map<string, RenderedPage>();
  private readonly links = new Map<string, PageLinks>();
  private readonly htmlFileAt: Map<string, string>;
  /** The pages whose data was taken over and whose HTML changed: rendered whole once every page is made. */
  readonly toRenderWhole: PageTask[];
  private done: number;

  constructor(
    readonly plan: RenderPlan,
    { pages, takenOver }: Pick<PageTasks, 'pages' | 'takenOver'>,
    private readonly options: RenderPagesOptions,
  ) {
    const { context } = plan;
    this.frame = context;
    this.frameKey = frameKeyOf(context);
    this.htmlFileAt = new Map(pages.map((job) => [job.path, job.htmlFile]));
    this.unchanged =
      context.searchSourceDir && !options.keepsSearchDocuments
        ? new Map()
        : (options.renderCache?.unchangedPages(this.frameKey, pages, options.outDir, {
            isOutputOwned: Boolean(context.writesOnlyChanges),
          }) ?? new Map());
    // A page whose data was taken over is known unchanged before it is rendered.
    for (const [routePath, { job }] of takenOver) {
      const page = this.unchanged.get(routePath);
      if (page?.dataHash === job.dataHash && this.keep(job)) this.reused.set(routePath, page);
    }
    this.toRenderWhole = [...takenOver.values()]
      .filter(({ job }) => !this.reused.has(job.path))
      .map(({ job, input }) => ({ job, input: input() }));
    this.done = this.reused.size;
    options.onPlanned?.(
      pages.map((job) => job.htmlFile),
      pages.filter((job) => !this.reused.has(job.path)).map((job) => job.htmlFile),
    );
  }

  unchangedOf(paths: readonly string[]): UnchangedPages {
    const unchanged: UnchangedPages = {};
    for (const routePath of paths) {
      const page = this.unchanged.get(routePath);
      if (page) unchanged[routePath] = page.dataHash;
    }
    return unchanged;
  }

  finished({ written, kept, links }: FinishedPages): void {
    for (const routePath of kept) this.reused.set(routePath, this.unchanged.get(routePath)!);
    for (const pageLinks of links) this.links.set(pageLinks.path, pageLinks);
    const htmlFilesOf = (paths: string[]) => paths.map((routePath) => this.htmlFileAt.get(routePath)!);
    if (kept.length > 0) this.options.onKept?.(htmlFilesOf(kept));
    if (written.length > 0) this.options.onRendered?.(htmlFilesOf(written));
    this.options.onProgress?.((this.done += written.length + kept.length), this.htmlFileAt.size);
  }

  /** Every page of the build, once each was written or taken over. */
  rendered(jobs: RenderJob[]): RenderedPages {
    const pages = jobs.map(
      (job): RenderedPage =>
        this.reused.get(job.path) ?? {
          path: job.path,
          dataHash: job.dataHash,
          htmlFile: job.htmlFile,
          links: this.links.get(job.path),
        },
    );
    return {
      pages,
      frameKey: this.frameKey,
      renderedCount: jobs.length - this.reused.size,
      reusedHtmlFiles: jobs.filter((job) => this.reused.has(job.path)).map((job) => job.htmlFile),
    };
  }

  private keep(job: RenderJob): boolean {
    const { files, outDir } = this.options;
    return files.keep(path.join(outDir, job.htmlFile), path.join(this.plan.context.outDir, job.htmlFile));
  }
}

/**
 * Writes the pages that wait for it once every page is made: those made before the frame was known, in the thread
 * that made them, and those whose data was taken over and whose HTML changed, rendered whole on all cores.
 */
export async function renderPages(
  writing: PageWriting,
  jobs: RenderJob[],
  threads: RenderThreads,
): Promise<RenderedPages> {
  const held = new Set(threads.heldPaths());
  const toFinish = jobs.filter((job) => held.has(job.path));
  const toRender = writing.toRenderWhole;
  // Pages are handed to the search index in the order of their HTML files: written in that order, they go in early.
  toFinish.sort((a, b) => compareHtmlFiles(a.htmlFile, b.htmlFile));
  toRender.sort((a, b) => compareHtmlFiles(a.job.htmlFile, b.job.htmlFile));
  await threads.finish(
    writing,
    toFinish.map((job) => job.path),
    toRender,
  );
  return writing.rendered(jobs);
}
