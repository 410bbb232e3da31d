import { availableParallelism } from 'node:os';
import type { PageRenderer } from './page-renderer.js';
import { HereRenderThread, WorkerRenderThread, type RenderThread } from './render-in-workers.js';
import type { FrameWriting, MadePage, PageTask, RenderSetup } from './render-job.js';

/** Pages handed to a thread at a time: few enough that no worker holds much, many enough to keep messages rare. */
const BATCH_SIZE = 24;
/** Below this many pages, starting workers costs more than it saves. */
const MIN_PAGES_FOR_WORKERS = 150;
/**
 * Up to this many pages in all, this thread renders beside one worker fewer: a worker loads React and the theme anew
 * and holds a heap of its own (a cold build of the Podman site peaks 50 MB lower). A larger site's manifest makes this
 * thread's heap large, where rendering's garbage costs more to collect (14,057 pages: render 17.6 -> 21.3 s, peak
 * RSS +0.4 GB), and this thread feeds the search index while the workers render.
 */
const MAX_PAGES_TO_RENDER_HERE_TOO = 2000;

/**
 * How many threads rendering `count` pages is worth, this one among them: this one alone below
 * MIN_PAGES_FOR_WORKERS, at most one a core.
 */
function renderThreadCount(count: number): number {
  return Math.max(1, Math.min(availableParallelism(), Math.floor(count / (MIN_PAGES_FOR_WORKERS / 2))));
}

/**
 * The threads that render a build's pages: workers, started as there are enough pages, and this thread. Until the
 * frame every page shares is known, a page is made (content, data, markup) by one thread, which keeps it until it
 * finishes it in that frame; from then on, each page is written as soon as it is made. Closed once the pages are
 * written.
 */
export class RenderThreads {
  private readonly workers: WorkerRenderThread[] = [];
  private here: HereRenderThread | undefined;
  /** The thread that made each page that waits for `finish`. */
  private readonly makerOf = new Map<string, RenderThread>();
  private writing: FrameWriting | undefined;

  constructor(
    private readonly setup: RenderSetup,
    private readonly options: {
      /** The build's pages in all, made here or taken over. */
      pageCount: number;
      /** This thread's renderer, made when this thread renders. */
      rendererHere: () => PageRenderer;
      returnsPageData: boolean;
    },
  ) {}

  /** From now on, each batch of pages is written as soon as it is made; those made before wait for `finish`. */
  writeAsMade(writing: FrameWriting): void {
    this.writing = writing;
  }

  /** Makes the pages on every thread, a batch at a time; a batch made before `writeAsMade` waits for `finish`. */
  async make(tasks: PageTask[]): Promise<MadePage[]> {
    const batches = batchesOf(tasks);
    const made: MadePage[] = [];
    await inEveryThread(this.threadsFor(tasks.length), batches, async (thread, batch) => {
      if (this.writing) {
        made.push(...(await this.write(thread, batch, this.writing)));
        return;
      }
      for (const page of await thread.make(batch)) {
        this.makerOf.set(page.path, thread);
        made.push(page);
      }
    });
    return made;
  }

  /** The pages made before `writeAsMade`, which wait for `finish`. */
  heldPaths(): string[] {
    return [...this.makerOf.keys()];
  }

  /**
   * Writes the made pages at `paths`, each in the thread that made it, and renders the pages of `tasks` whole, on
   * every thread; tells `writing` what each batch did.
   */
  async finish(writing: FrameWriting, paths: readonly string[], tasks: PageTask[]): Promise<void> {
    const own = new Map<RenderThread, string[]>();
    for (const routePath of paths) {
      const maker = this.makerOf.get(routePath)!;
      this.makerOf.delete(routePath);
      const makersPaths = own.get(maker) ?? [];
      makersPaths.push(routePath);
      own.set(maker, makersPaths);
    }
    const ownBatches = new Map([...own].map(([thread, threadPaths]) => [thread, batchesOf(threadPaths)]));
    const shared = batchesOf(tasks);
    const threads = new Set([...own.keys(), ...(tasks.length > 0 ? this.threadsFor(paths.length + tasks.length) : [])]);
    const { frame } = writing;
    await Promise.all(
      [...threads].map(async (thread) => {
        const mine = ownBatches.get(thread) ?? [];
        for (let batch = mine.shift(); batch; batch = mine.shift())
          writing.finished(await thread.finish(frame, batch, writing.unchangedOf(batch)));
        for (let batch = shared.shift(); batch; batch = shared.shift()) await this.write(thread, batch, writing);
      }),
    ).catch((error: unknown) => {
      shared.length = 0;
      for (const batches of ownBatches.values()) batches.length = 0;
      throw error;
    });
  }

  private async write(thread: RenderThread, batch: PageTask[], writing: FrameWriting): Promise<MadePage[]> {
    const paths = batch.map((task) => task.job.path);
    const { made, finished } = await thread.write(writing.frame, batch, writing.unchangedOf(paths));
    writing.finished(finished);
    return made;
  }

  async close(): Promise<void> {
    await Promise.all([...this.workers, ...(this.here ? [this.here] : [])].map((thread) => thread.close()));
  }

  /** The threads to render `count` pages on: workers started as the count is worth, and this thread. */
  private threadsFor(count: number): RenderThread[] {
    const rendersHere = this.options.pageCount <= MAX_PAGES_TO_RENDER_HERE_TOO;
    const wanted = renderThreadCount(count);
    const workerCount = wanted < 2 ? 0 : rendersHere ? wanted - 1 : wanted;
    while (this.workers.length < workerCount)
      this.workers.push(new WorkerRenderThread(this.setup, this.options.returnsPageData));
    if (!rendersHere && this.workers.length > 0) return [...this.workers];
    this.here ??= new HereRenderThread(this.options.rendererHere());
    return [...this.workers, this.here];
  }
}

function batchesOf<T>(items: readonly T[]): T[][] {
  return Array.from({ length: Math.ceil(items.length / BATCH_SIZE) }, (_, index) =>
    items.slice(index * BATCH_SIZE, (index + 1) * BATCH_SIZE),
  );
}

/** Each thread takes the next batch from the shared list until it is empty; a failure empties the list. */
async function inEveryThread<T>(
  threads: RenderThread[],
  batches: T[][],
  work: (thread: RenderThread, batch: T[]) => Promise<void>,
): Promise<void> {
  await Promise.all(
    threads.map(async (thread) => {
      for (let batch = batches.shift(); batch; batch = batches.shift()) await work(thread, batch);
    }),
  ).catch((error: unknown) => {
    batches.length = 0;
    throw error;
  });
}
