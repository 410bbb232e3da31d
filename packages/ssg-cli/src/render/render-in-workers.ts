import { Worker } from 'node:worker_threads';
import type { PageLinks } from '../links/check-links.js';
import type { RenderContext, RenderJob } from './render-job.js';

/** Pages handed to a worker at a time: few enough that no worker holds much, many enough to keep messages rare. */
const BATCH_SIZE = 24;

type TransferableLinks = Omit<PageLinks, 'ids'> & { ids: string[] };

/** What a render worker is sent: first the build's render context, then batches of pages. */
export type RenderWorkerMessage = { context: RenderContext } | { jobs: RenderJob[] };

export function toTransferable(links: PageLinks): TransferableLinks {
  return { ...links, ids: [...links.ids] };
}

/**
 * Render worker threads (render-worker.ts): each loads the renderer's modules (React, the theme, the runtime) as it
 * starts, is sent the build's render context, then renders the batches of pages it is handed. Used once, then closed.
 */
export class RenderWorkerPool {
  private readonly workers: Worker[];

  constructor(readonly size: number) {
    this.workers = Array.from({ length: size }, () => new Worker(new URL('./render-worker.js', import.meta.url)));
    // A worker that fails before it is used is reported by `render`; until then its error must not end the build.
    for (const worker of this.workers) worker.on('error', () => undefined);
  }

  /**
   * Renders the pages on every worker, a batch at a time, and on this thread with `renderHere` when given; returns
   * the pages' links. Closes the pool when done.
   */
  async render(
    jobs: RenderJob[],
    context: RenderContext,
    onRendered?: (rendered: RenderJob[]) => void,
    renderHere?: (job: RenderJob) => PageLinks | undefined,
  ): Promise<PageLinks[]> {
    const batches = Array.from({ length: Math.ceil(jobs.length / BATCH_SIZE) }, (_, index) =>
      jobs.slice(index * BATCH_SIZE, (index + 1) * BATCH_SIZE),
    );
    const links: PageLinks[] = [];
    try {
      await Promise.all([
        ...this.workers.map((worker) =>
          renderInWorker(worker, batches, context, (batchLinks, batch) => {
            for (const pageLinks of batchLinks) links.push({ ...pageLinks, ids: new Set(pageLinks.ids) });
            onRendered?.(batch);
          }),
        ),
        renderHere &&
          renderOnThisThread(batches, renderHere, (batchLinks, batch) => {
            links.push(...batchLinks);
            onRendered?.(batch);
          }),
      ]);
    } catch (error) {
      batches.length = 0;
      throw error;
    } finally {
      await this.close();
    }
    return links;
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }
}

/**
 * Renders one batch after another from the shared list on this thread until it is empty, letting the workers'
 * messages through before each page, so that no worker waits long for its next batch.
 */
async function renderOnThisThread(
  batches: RenderJob[][],
  render: (job: RenderJob) => PageLinks | undefined,
  onBatch: (links: PageLinks[], batch: RenderJob[]) => void,
): Promise<void> {
  for (let batch = batches.shift(); batch; batch = batches.shift()) {
    const links: PageLinks[] = [];
    for (const job of batch) {
      await new Promise((resolve) => setImmediate(resolve));
      const pageLinks = render(job);
      if (pageLinks) links.push(pageLinks);
    }
    onBatch(links, batch);
  }
}

/** Sends the worker the context, then one batch after another from the shared list until it is empty. */
function renderInWorker(
  worker: Worker,
  batches: RenderJob[][],
  context: RenderContext,
  onBatch: (links: TransferableLinks[], batch: RenderJob[]) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let isDone = false;
    let batch: RenderJob[] | undefined;
    const send = (message: RenderWorkerMessage) => worker.postMessage(message);
    const sendNext = () => {
      batch = batches.shift();
      if (batch) return send({ jobs: batch });
      isDone = true;
      resolve();
    };
    worker.on('message', (message: { links: TransferableLinks[] }) => {
      onBatch(message.links, batch!);
      sendNext();
    });
    worker.once('error', (error) => {
      batches.length = 0;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!isDone) reject(new Error(`A render worker stopped with exit code ${code}.`));
    });
    send({ context });
    sendNext();
  });
}
