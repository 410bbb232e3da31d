import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { StagedOutput } from '../output/write-output.js';
import type { SiteBuildOptions, WrittenSite } from '../types.js';
import { countContentFiles } from './count-content-files.js';
import { fromThreadError, type ThreadError } from '../errors/thread-error.js';

/** What the worker is given. */
export interface SiteWriterTask {
  options: Omit<SiteBuildOptions, 'onProgress'>;
  outDir: string;
  stagedDir: string;
  searchSourceDir?: string;
}

export type SiteWriterMessage =
  | { type: 'phase'; name: string; ms: number }
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; site: WrittenSite }
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

/** Runs writeSite (write-site.ts) in a worker thread and returns once that thread has ended. */
export async function writeSiteInWorkerThread(
  options: SiteBuildOptions,
  staged: StagedOutput,
  onPhase: (name: string, ms: number) => void,
  searchSourceDir?: string,
): Promise<WrittenSite> {
  // A build in a worker has no caches, so without the callback its options are plain data.
  const { onProgress, ...workerOptions } = options;
  const task: SiteWriterTask = {
    options: workerOptions,
    outDir: staged.outDir,
    stagedDir: staged.dir,
    ...(searchSourceDir ? { searchSourceDir } : {}),
  };
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile, { workerData: task });
    let isSettled = false;
    const settle = (result: { site: WrittenSite } | { error: Error }) => {
      isSettled = true;
      void worker.terminate().then(() => ('site' in result ? resolve(result.site) : reject(result.error)));
    };
    worker.on('message', (message: SiteWriterMessage) => {
      if (message.type === 'phase') onPhase(message.name, message.ms);
      else if (message.type === 'progress') onProgress?.(message.done, message.total);
      else if (message.type === 'done') settle({ site: message.site });
      else settle({ error: fromThreadError(message.error) });
    });
    worker.once('error', (error) => {
      isSettled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!isSettled) reject(new Error(`The build's worker thread stopped with exit code ${code}.`));
    });
  });
}
