import { Worker } from 'node:worker_threads';
import type { PageLinks } from '../links/check-links.js';
import type { PageRenderer } from './page-renderer.js';
import type { MadePage, PageTask, RenderFrame, RenderSetup } from './render-job.js';

type TransferableLinks = Omit<PageLinks, 'ids'> & { ids: string[] };

/**
 * What a render worker is sent: first the build's render setup, then batches of pages to make, then the frame every
 * page shares and batches of made pages to finish (PageRenderer).
 */
export type RenderWorkerMessage =
  | { setup: RenderSetup; returnsPageData: boolean }
  | { make: PageTask[] }
  | { frame: RenderFrame }
  | { finish: string[] };

/** What a render worker answers a batch with. */
export type RenderWorkerReply = { made: MadePage[] } | { links: TransferableLinks[] };

export function toTransferable(links: PageLinks): TransferableLinks {
  return { ...links, ids: [...links.ids] };
}

/** A thread that renders pages, one batch at a time: a render worker, or this thread. */
export interface RenderThread {
  make(tasks: PageTask[]): Promise<MadePage[]>;
  finish(frame: RenderFrame, paths: string[]): Promise<PageLinks[]>;
  close(): Promise<void>;
}

/**
 * A render worker thread (render-worker.ts): it loads the renderer's modules (React, the theme, the runtime) as it
 * starts, is sent the build's render setup, then renders the batches of pages it is handed.
 */
export class WorkerRenderThread implements RenderThread {
  private readonly worker = new Worker(new URL('./render-worker.js', import.meta.url));
  private failure: Error | undefined;
  private pending: { resolve: (reply: RenderWorkerReply) => void; reject: (error: Error) => void } | undefined;
  private sentFrame: RenderFrame | undefined;

  constructor(setup: RenderSetup, returnsPageData: boolean) {
    this.worker.on('message', (reply: RenderWorkerReply) => {
      const pending = this.pending;
      this.pending = undefined;
      pending?.resolve(reply);
    });
    // A worker that fails before it is used is reported by the next batch; until then its error must not end the build.
    this.worker.on('error', (error) => this.fail(error));
    this.worker.once('exit', (code) => this.fail(new Error(`A render worker stopped with exit code ${code}.`)));
    this.send({ setup, returnsPageData });
  }

  async make(tasks: PageTask[]): Promise<MadePage[]> {
    const reply = await this.request({ make: tasks });
    return 'made' in reply ? reply.made : [];
  }

  async finish(frame: RenderFrame, paths: string[]): Promise<PageLinks[]> {
    if (this.sentFrame !== frame) this.send({ frame });
    this.sentFrame = frame;
    const reply = await this.request({ finish: paths });
    return 'links' in reply ? reply.links.map((links) => ({ ...links, ids: new Set(links.ids) })) : [];
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }

  private send(message: RenderWorkerMessage): void {
    this.worker.postMessage(message);
  }

  private request(message: RenderWorkerMessage): Promise<RenderWorkerReply> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.send(message);
    });
  }

  private fail(error: Error): void {
    this.failure ??= error;
    const pending = this.pending;
    this.pending = undefined;
    pending?.reject(this.failure);
  }
}

/** This thread as a render thread: it lets the workers' messages through before each page, so none waits long. */
export class HereRenderThread implements RenderThread {
  constructor(private readonly renderer: PageRenderer) {}

  async make(tasks: PageTask[]): Promise<MadePage[]> {
    const made: MadePage[] = [];
    for (const task of tasks) {
      await nextTurn();
      made.push(this.renderer.make(task));
    }
    return made;
  }

  async finish(frame: RenderFrame, paths: string[]): Promise<PageLinks[]> {
    const links: PageLinks[] = [];
    for (const routePath of paths) {
      await nextTurn();
      links.push(...this.renderer.finish(frame, [routePath]));
    }
    return links;
  }

  async close(): Promise<void> {
    this.renderer.forget();
  }
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
