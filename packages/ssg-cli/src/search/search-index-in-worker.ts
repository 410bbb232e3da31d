import { Worker } from 'node:worker_threads';
import { SearchIndexError } from './search-index.js';

export type SearchIndexRequest =
  { type: 'add'; sourcePath: string; content: string } | { type: 'write'; outDir: string } | { type: 'close' };
export type SearchIndexReply =
  { type: 'written'; files: string[] } | { type: 'closed' } | { type: 'failed'; message: string };

/** The worker's script, beside the build's code in dist/. */
const WORKER_FILE = new URL('./search-index-worker.js', import.meta.url);

/**
 * A Pagefind index fed from a worker thread of its own (search-index-worker.ts). Pagefind's process reads the pages
 * from a pipe that only an idle event loop fills: fed from the build's thread, it waited while that thread rendered,
 * wrote feeds and checked links, and indexed only once the build waited for it. The worker's event loop is never
 * busy, so Pagefind indexes beside those phases. Pages go in the order they are added, as with PagefindIndex.
 */
export class SearchIndexInWorker {
  private closing: Promise<void> | undefined;
  /** Why the worker ended, once it did. */
  private ended: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('error', (error) => (this.ended ??= error));
    worker.on('exit', (code) => (this.ended ??= new Error(`its worker thread stopped with exit code ${code}`)));
  }

  /** Starts the worker and Pagefind's process with an empty index for a site in `language` (ISO 639-1). */
  static open(language: string, workerFile: URL = WORKER_FILE): SearchIndexInWorker {
    return new SearchIndexInWorker(new Worker(workerFile, { workerData: { language } }));
  }

  /** Adds one page's HTML; `sourcePath` is its HTML file's path (`docs/x/index.html`). */
  add(sourcePath: string, content: string): void {
    this.post({ type: 'add', sourcePath, content });
  }

  /** Writes the index into `<outDir>/pagefind/` and returns the written files relative to `outDir`. */
  async write(outDir: string): Promise<string[]> {
    const reply = await this.request({ type: 'write', outDir });
    return reply.type === 'written' ? reply.files : [];
  }

  /** Stops Pagefind and the worker; once only. */
  close(): Promise<void> {
    this.closing ??= this.request({ type: 'close' })
      .catch(() => undefined)
      .then(() => this.worker.terminate())
      .then(() => undefined);
    return this.closing;
  }

  private post(request: SearchIndexRequest): void {
    this.worker.postMessage(request);
  }

  /** Sends a request and waits for its reply; a failure, or the worker's end before it, is a SearchIndexError. */
  private request(request: SearchIndexRequest): Promise<SearchIndexReply> {
    const { worker } = this;
    return new Promise((resolve, reject) => {
      const failure = (error: Error) =>
        new SearchIndexError(`Indexing the site for search with Pagefind failed: ${error.message}`, { cause: error });
      if (this.ended) {
        reject(failure(this.ended));
        return;
      }
      const onMessage = (reply: SearchIndexReply) => {
        stop();
        if (reply.type === 'failed') reject(new SearchIndexError(reply.message));
        else resolve(reply);
      };
      const onError = (error: Error) => {
        stop();
        reject(failure(error));
      };
      const onExit = (code: number) => onError(new Error(`its worker thread stopped with exit code ${code}`));
      const stop = () => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      this.post(request);
    });
  }
}
