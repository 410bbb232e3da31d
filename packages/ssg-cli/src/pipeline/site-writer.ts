import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { LocaleModuleNames } from '../bundle/locale-modules.js';
import type { IndexedSearchDocuments } from './cached-phases.js';
import type { LocalePages, LocaleTwinsByPath } from '../content/locale-twins.js';
import type { StagedOutput } from '../output/write-output.js';
import type { RenderCache, RenderedSite } from '../render/render-cache.js';
import type { SiteBuildOptions, WrittenSite } from '../types.js';
import { countContentFiles } from './count-content-files.js';
import { fromThreadError, type ThreadError } from '../errors/thread-error.js';

/**
 * The phases that write the site into the staging folder, from the config to the link check, called by the pipeline
 * in order: in this thread (SitePhases), or in a worker thread that keeps what they make (SiteWriterThread).
 */
export interface SiteWriter {
  config(): Promise<void>;
  content(): Promise<void>;
  /** The built locale's pages, once the content is read. */
  localePages(): Promise<LocalePages>;
  /** `twins`: those of the pages whose twins in the other locales are not all at the same path. */
  theme(twins?: LocaleTwinsByPath): Promise<void>;
  bundle(): Promise<void>;
  pageData(): Promise<void>;
  render(): Promise<void>;
  siteFiles(): Promise<void>;
  links(): Promise<void>;
  written(): Promise<CachedWrittenSite>;
  /** Stops what a failed build left running. */
  stop(): Promise<void>;
}

/**
 * What the site writer returns with the build cache (the pages to remember and the search index being made), and in
 * place (what the pages were rendered with).
 */
export type CachedWrittenSite = WrittenSite & {
  renderCache?: RenderCache;
  searchIndex?: Promise<IndexedSearchDocuments>;
  renderedSite?: RenderedSite;
};

export type SiteWriterStep = Exclude<keyof SiteWriter, 'stop'>;

/** A step the worker is asked to run, with the twins for the theme's. */
export interface SiteWriterRequest {
  step: SiteWriterStep;
  twins?: LocaleTwinsByPath;
}

/** What the worker is given. */
export interface SiteWriterTask {
  options: Omit<SiteBuildOptions, 'onProgress'>;
  outDir: string;
  stagedDir: string;
  searchSourceDir?: string;
  /** The names of the locale modules of the site's whole build, when it builds every locale. */
  localeModules?: LocaleModuleNames;
}

export type SiteWriterMessage =
  | { type: 'phase'; name: string; ms: number }
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; result?: WrittenSite | LocalePages }
  | { type: 'failed'; error: ThreadError };

const workerFile = new URL('./site-writer-worker.js', import.meta.url);

/** From this many content files on, a build's memory matters more than the half second a worker thread costs. */
export const MIN_FILES_FOR_WORKER_THREAD = 1000;

/**
 * Whether the build writes the site in a worker thread: a large site's build that keeps no caches does, so the
 * memory of content, rendering and link check is free again before the search index is built; with caches
 * (kran dev) it stays in this thread, where the caches live.
 */
export async function shouldUseWorkerThread(options: SiteBuildOptions): Promise<boolean> {
  // Without the built worker (running from the sources) there is no thread to start.
  if (options.cache || options.renderCache || !existsSync(fileURLToPath(workerFile))) return false;
  return (
    options.workerThread ??
    (await countContentFiles(options.siteDir, MIN_FILES_FOR_WORKER_THREAD)) >= MIN_FILES_FOR_WORKER_THREAD
  );
}

/**
 * The site writer's phases in a worker thread (site-writer-worker.ts), each step a message; the thread ends with the
 * last step (`written`), and all its memory goes back at once.
 */
export class SiteWriterThread implements SiteWriter {
  private readonly worker: Worker;
  private pending:
    { resolve: (result?: WrittenSite | LocalePages) => void; reject: (error: Error) => void } | undefined;
  private failure: Error | undefined;

  constructor(
    options: SiteBuildOptions,
    staged: StagedOutput,
    onPhase: (name: string, ms: number) => void,
    { searchSourceDir, localeModules }: Pick<SiteWriterTask, 'searchSourceDir' | 'localeModules'> = {},
  ) {
    // A build in a worker has no caches, so without the callback its options are plain data.
    const { onProgress, ...workerOptions } = options;
    const task: SiteWriterTask = {
      options: workerOptions,
      outDir: staged.outDir,
      stagedDir: staged.dir,
      ...(searchSourceDir ? { searchSourceDir } : {}),
      ...(localeModules ? { localeModules } : {}),
    };
    this.worker = new Worker(workerFile, { workerData: task });
    this.worker.on('message', (message: SiteWriterMessage) => {
      if (message.type === 'phase') onPhase(message.name, message.ms);
      else if (message.type === 'progress') onProgress?.(message.done, message.total);
      else if (message.type === 'done') this.settle().resolve(message.result);
      else this.fail(fromThreadError(message.error));
    });
    this.worker.once('error', (error) => this.fail(error));
    this.worker.once('exit', (code) =>
      this.fail(new Error(`The build's worker thread stopped with exit code ${code}.`)),
    );
  }

  config = () => this.step('config');
  content = () => this.step('content');
  localePages = async () => (await this.request({ step: 'localePages' })) as LocalePages;
  theme = (twins?: LocaleTwinsByPath) => this.step('theme', twins);
  bundle = () => this.step('bundle');
  pageData = () => this.step('pageData');
  render = () => this.step('render');
  siteFiles = () => this.step('siteFiles');
  links = () => this.step('links');

  async written(): Promise<WrittenSite> {
    const site = (await this.request({ step: 'written' })) as WrittenSite;
    await this.worker.terminate();
    return site;
  }

  async stop(): Promise<void> {
    await this.worker.terminate();
  }

  private async step(step: SiteWriterStep, twins?: LocaleTwinsByPath): Promise<void> {
    await this.request({ step, ...(twins ? { twins } : {}) });
  }

  private request(request: SiteWriterRequest): Promise<WrittenSite | LocalePages | undefined> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.worker.postMessage(request);
    });
  }

  private settle() {
    const pending = this.pending!;
    this.pending = undefined;
    return pending;
  }

  private fail(error: Error): void {
    this.failure ??= error;
    if (this.pending) this.settle().reject(this.failure);
  }
}
