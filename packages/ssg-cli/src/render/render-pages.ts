import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PageLinks } from '../links/check-links.js';
import { FileWriter } from '../output/file-writer.js';
import { renderJob, type RenderContext, type RenderJob } from './render-job.js';

/** Below this many pages, starting workers costs more than it saves. */
const MIN_PAGES_FOR_WORKERS = 150;
/** Pages handed to a worker at a time: few enough that no worker holds much, many enough to keep messages rare. */
const BATCH_SIZE = 24;

type TransferableLinks = Omit<PageLinks, 'ids'> & { ids: string[] };

export function toTransferable(links: PageLinks): TransferableLinks {
  return { ...links, ids: [...links.ids] };
}

/** Renders every page, on all cores when there are enough pages; returns the pages' links. */
export async function renderPages(jobs: RenderJob[], context: RenderContext, onProgress?: (pages: number) => void): Promise<PageLinks[]> {
  const workerCount = Math.min(availableParallelism(), Math.floor(jobs.length / (MIN_PAGES_FOR_WORKERS / 2)));
  if (workerCount < 2) {
    const files = new FileWriter();
    return jobs.flatMap((job) => {
      const links = renderJob(job, context, files);
      onProgress?.(1);
      return links ? [links] : [];
    });
  }
  const batches = Array.from({ length: Math.ceil(jobs.length / BATCH_SIZE) }, (_, index) => jobs.slice(index * BATCH_SIZE, (index + 1) * BATCH_SIZE));
  const links: PageLinks[] = [];
  await Promise.all(Array.from({ length: workerCount }, () => renderInWorker(batches, context, (batchLinks, count) => {
    for (const pageLinks of batchLinks) links.push({ ...pageLinks, ids: new Set(pageLinks.ids) });
    onProgress?.(count);
  })));
  return links;
}

/** Hands the worker one batch after another from the shared list until it is empty. */
function renderInWorker(batches: RenderJob[][], context: RenderContext, onBatch: (links: TransferableLinks[], count: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./render-worker.js', import.meta.url), { workerData: { context } });
    let isDone = false;
    const sendNext = () => {
      const batch = batches.shift();
      if (batch) return worker.postMessage(batch);
      isDone = true;
      void worker.terminate().then(() => resolve());
    };
    worker.on('message', (message: { links: TransferableLinks[]; count: number }) => {
      onBatch(message.links, message.count);
      sendNext();
    });
    worker.once('error', (error) => {
      batches.length = 0;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!isDone) reject(new Error(`A render worker stopped with exit code ${code}.`));
    });
    sendNext();
  });
}
