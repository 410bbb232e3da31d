import { Worker } from 'node:worker_threads';
import { describeFailure } from '../errors/describe-failure.js';
import type { OutputChanges } from '../commit/in-place-output.js';
import type { SiteLinksReport } from '../links/check-site-links.js';
import type { DevSiteOptions, PagePreview } from './dev-site.js';

export interface DevBuildRequest {
  /** Copy the previous build's search index instead of indexing again. */
  reuseSearchIndex: boolean;
  /**
   * The files (absolute paths) the site's watcher heard change since the last build started, when it was watching
   * from then on: the content cache looks at no other file (ContentCache.noteChanges).
   */
  changedFiles?: string[];
}

export type DevBuildResult =
  | ({
      ok: true;
      routes: number;
      renderedPages: number;
      phases: { name: string; ms: number }[];
      baseUrl: string;
      /** The files a build after the first wrote into the output folder and removed from it; absent for the first. */
      changes?: OutputChanges;
    } & SiteLinksReport)
  | { ok: false; message: string };

/** What the build worker tells: the pages it wrote ahead of a build, then the build's result. */
export type DevWorkerMessage = { type: 'preview'; preview: PagePreview } | { type: 'built'; result: DevBuildResult };

/**
 * Runs `kran dev`'s builds in a worker thread that keeps the content cache from one build to the next.
 * After `reloadCode()` the next build runs in a new worker, which loads the packages' built code anew.
 */
export class DevBuilder {
  private worker: Worker | undefined;

  constructor(private readonly options: DevSiteOptions) {}

  /**
   * Builds once; call again only after the returned promise has settled. `onPreview` hears of the edited pages
   * written ahead of the build.
   */
  build(request: DevBuildRequest, onPreview?: (preview: PagePreview) => void): Promise<DevBuildResult> {
    const worker = (this.worker ??= new Worker(new URL('./dev-build-worker.js', import.meta.url), {
      workerData: this.options,
    }));
    return new Promise((resolve) => {
      const hear = (message: DevWorkerMessage) => {
        if (message.type === 'preview') onPreview?.(message.preview);
        else settle(message.result);
      };
      const settle = (result: DevBuildResult) => {
        worker.off('message', hear);
        worker.off('error', fail);
        worker.off('exit', exit);
        resolve(result);
      };
      // A worker that cannot load its code (a package half written by its watcher) is replaced next time.
      const fail = (error: unknown) => {
        this.worker = undefined;
        settle({ ok: false, message: describeFailure(error) });
      };
      const exit = (code: number) => fail(new Error(`The build worker stopped with exit code ${code}.`));
      worker.on('message', hear);
      worker.once('error', fail);
      worker.once('exit', exit);
      worker.postMessage(request);
    });
  }

  /** Lets the next build load the packages' code from disk again. */
  reloadCode(): void {
    void this.worker?.terminate();
    this.worker = undefined;
  }

  close(): Promise<void> {
    const stopped = this.worker?.terminate().then(() => undefined) ?? Promise.resolve();
    this.worker = undefined;
    return stopped;
  }
}
