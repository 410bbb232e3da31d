import { Worker } from 'node:worker_threads';
import type { PageLinks } from '../links/check-links.js';
import type { FinishedWrite, PageRenderer } from './page-renderer.js';
import type { FinishedPages, MadePage, PageTask, RenderFrame, RenderSetup, UnchangedPages } from './render-job.js';

type TransferableLinks = Omit<PageLinks, 'ids'> & { ids: string[] };
type TransferableFinished = Omit<FinishedPages, 'links'> & { links: TransferableLinks[] };

/**
 * What a render worker is sent: first the build's render setup, then batches of pages to make; once the frame every
 * page shares is known, that frame, then batches of pages to make and write at once, and of made pages to finish
 * (PageRenderer).
 */
export type RenderWorkerMessage =
  | { setup: RenderSetup; returnsPageData: boolean }
  | { make: PageTask[] }
  | { frame: RenderFrame }
  | { write: PageTask[]; unchanged: UnchangedPages }
  | { finish: string[]; unchanged: UnchangedPages };

/** What a render worker answers a batch with: the pages it made, and what it did with the pages it finished. */
export interface RenderWorkerReply {
  made: MadePage[];
  finished?: TransferableFinished;
}

export function toTransferable(finished: FinishedPages): TransferableFinished {
  return { ...finished, links: finished.links.map((links) => ({ ...links, ids: [...links.ids] })) };
}

function fromTransferable(finished: TransferableFinished): FinishedPages {
  return { ...finished, links: finished.links.map((links) => ({ ...links, ids: new Set(links.ids) })) };
}

/** A thread that renders pages, one batch at a time: a render worker, or this thread. */
export interface RenderThread {
  /** Makes pages, which the thread keeps until `finish`. */
  make(tasks: PageTask[]): Promise<MadePage[]>;
  /** Makes pages and writes each at once in the frame. */
  write(frame: RenderFrame, tasks: PageTask[], unchanged: UnchangedPages): Promise<FinishedWrite>;
  /** Writes pages the thread made in the frame. */
  finish(frame: RenderFrame, paths: string[], unchanged: UnchangedPages): Promise<FinishedPages>;
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
    return (await this.request({ make: tasks })).made;
  }

  async write(frame: RenderFrame, tasks: PageTask[], unchanged: UnchangedPages): Promise<FinishedWrite> {
    this.sendFrame(frame);
    const { made, finished } = await this.request({ write: tasks, unchanged });
    return { made, finished: fromTransferable(finished!) };
  }

  async finish(frame: RenderFrame, paths: string[], unchanged: UnchangedPages): Promise<FinishedPages> {
    this.sendFrame(frame);
    return fromTransferable((await this.request({ finish: paths, unchanged })).finished!);
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }

  private sendFrame(frame: RenderFrame): void {
    if (this.sentFrame !== frame) this.send({ frame });
    this.sentFrame = frame;
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

  async write(frame: RenderFrame, tasks: PageTask[], unchanged: UnchangedPages): Promise<FinishedWrite> {
    const made: MadePage[] = [];
    const finished = noPagesFinished();
    for (const task of tasks) {
      await nextTurn();
      const page = this.renderer.write(frame, [task], unchanged);
      made.push(...page.made);
      addFinished(finished, page.finished);
    }
    return { made, finished };
  }

  async finish(frame: RenderFrame, paths: string[], unchanged: UnchangedPages): Promise<FinishedPages> {
    const finished = noPagesFinished();
    for (const routePath of paths) {
      await nextTurn();
      addFinished(finished, this.renderer.finish(frame, [routePath], unchanged));
    }
    return finished;
  }

  async close(): Promise<void> {
    this.renderer.forget();
  }
}

function noPagesFinished(): FinishedPages {
  return { written: [], kept: [], links: [] };
}

function addFinished(into: FinishedPages, { written, kept, links }: FinishedPages): void {
  into.written.push(...written);
  into.kept.push(...kept);
  into.links.push(...links);
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
