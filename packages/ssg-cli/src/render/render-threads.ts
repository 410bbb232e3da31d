import { availableParallelism } from 'node:os';
import type { PageLinks } from '../links/check-links.js';
import type { PageRenderer } from './page-renderer.js';
import { HereRenderThread, WorkerRenderThread, type RenderThread } from './render-in-workers.js';
import type { MadePage, PageTask, RenderFrame, RenderSetup } from './render-job.js';

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
 * The threads that render a build's pages: workers, started as there are enough pages, and this thread. A page is
 * made (content, data, markup) by one thread, which keeps it until it finishes it in the frame every page shares.
 * Closed once the pages are written.
 */
export class RenderThreads {
  private readonly workers: WorkerRenderThread[] = [];
  private here: HereRenderThread | undefined;
  private readonly makerOf = new Map<string, RenderThread>();

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

  /** Makes the pages on every thread, a batch at a time; each thread keeps its pages until `finish`. */
  async make(tasks: PageTask[]): Promise<MadePage[]> {
    const batches = batchesOf(tasks);
    const made: MadePage[] = [];
    await inEveryThread(this.threadsFor(tasks.length), batches, async (thread, batch) => {
      for (const page of await thread.make(batch)) {
        this.makerOf.set(page.path, thread);
        made.push(page);
      }
    });
    return made;
  }

  /**
   * Writes the HTML of the made pages at `paths`, each in the thread that made it, and renders the pages of `tasks`
   * whole, on every thread; tells `onRendered` the paths of each batch written. Returns the pages' links.
   */
  async finish(
    frame: RenderFrame,
    paths: readonly string[],
    tasks: PageTask[],
    onRendered: (paths: string[]) => void,
  ): Promise<PageLinks[]> {
    const own = new Map<RenderThread, string[]>();
    for (const routePath of paths) {
      const maker = this.makerOf.get(routePath)!;
      const makersPaths = own.get(maker) ?? [];
      makersPaths.push(routePath);
      own.set(maker, makersPaths);
    }
    const ownBatches = new Map([...own].map(([thread, threadPaths]) => [thread, batchesOf(threadPaths)]));
    const shared = batchesOf(tasks);
    const threads = new Set([...own.keys(), ...(tasks.length > 0 ? this.threadsFor(paths.length + tasks.length) : [])]);
    const links: PageLinks[] = [];
    const finishBatch = async (thread: RenderThread, batchPaths: string[]) => {
      links.push(...(await thread.finish(frame, batchPaths)));
      onRendered(batchPaths);
    };
    await Promise.all(
      [...threads].map(async (thread) => {
        const mine = ownBatches.get(thread) ?? [];
        for (let batch = mine.shift(); batch; batch = mine.shift()) await finishBatch(thread, batch);
        for (let batch = shared.shift(); batch; batch = shared.shift()) {
          const made = await thread.make(batch);
          await finishBatch(
            thread,
            made.map((page) => page.path),
          );
        }
      }),
    ).catch((error: unknown) => {
      shared.length = 0;
      for (const batches of ownBatches.values()) batches.length = 0;
      throw error;
    });
    return links;
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
