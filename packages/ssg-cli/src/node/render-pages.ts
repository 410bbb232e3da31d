import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PageLinks } from './check-links.js';
import { renderJob, type RenderContext, type RenderJob } from './render-job.js';

/** Below this many pages, starting workers costs more than it saves. */
const MIN_PAGES_FOR_WORKERS = 150;

/** Renders every page, on all cores when there are enough pages; returns the pages' links. */
export async function renderPages(jobs: RenderJob[], context: RenderContext, onProgress?: () => void): Promise<PageLinks[]> {
  const workerCount = Math.min(availableParallelism(), Math.floor(jobs.length / (MIN_PAGES_FOR_WORKERS / 2)));
  if (workerCount < 2) {
    return jobs.flatMap((job) => {
      const links = renderJob(job, context);
      onProgress?.();
      return links ? [links] : [];
    });
  }
  const shares = Array.from({ length: workerCount }, (_, worker) => jobs.filter((_, index) => index % workerCount === worker));
  const results = await Promise.all(shares.map((share) => renderInWorker(share, context, onProgress)));
  return results.flat();
}

function renderInWorker(jobs: RenderJob[], context: RenderContext, onProgress?: () => void): Promise<PageLinks[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./render-worker.js', import.meta.url), { workerData: { jobs, context } });
    worker.on('message', (message: { type: 'progress' } | { type: 'done'; links: (Omit<PageLinks, 'ids'> & { ids: string[] })[] }) => {
      if (message.type === 'progress') onProgress?.();
      else resolve(message.links.map((links) => ({ ...links, ids: new Set(links.ids) })));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`A render worker stopped with exit code ${code}.`));
    });
  });
}
