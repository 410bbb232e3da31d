import { Worker } from 'node:worker_threads';
import type { PageLinks } from '../links/check-links.js';
import type { RenderContext, RenderJob } from './render-job.js';

/** Pages handed to a worker at a time: few enough that no worker holds much, many enough to keep messages rare. */
const BATCH_SIZE = 24;

type TransferableLinks = Omit<PageLinks, 'ids'> & { ids: string[] };

export function toTransferable(links: PageLinks): TransferableLinks {
  return { ...links, ids: [...links.ids] };
}

/** Renders the pages in `workerCount` worker threads (render-worker.ts) that take them in batches; returns the pages' links. */
export async function renderInWorkers(
  jobs: RenderJob[],
  context: RenderContext,
  workerCount: number,
  onProgress?: (pages: number) => void,
): Promise<PageLinks[]> {
  const batches = Array.from({ length: Math.ceil(jobs.length / BATCH_SIZE) }, (_, index) =>
    jobs.slice(index * BATCH_SIZE, (index + 1) * BATCH_SIZE),
  );
  const links: PageLinks[] = [];
  await Promise.all(
    Array.from({ length: workerCount }, () =>
      renderInWorker(batches, context, (batchLinks, count) => {
        for (const pageLinks of batchLinks) links.push({ ...pageLinks, ids: new Set(pageLinks.ids) });
        onProgress?.(count);
      }),
    ),
  );
  return links;
}

/** Hands the worker one batch after another from the shared list until it is empty. */
function renderInWorker(
  batches: RenderJob[][],
  context: RenderContext,
  onBatch: (links: TransferableLinks[], count: number) => void,
): Promise<void> {
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
