import { Worker } from 'node:worker_threads';
import { fromThreadError, type ThreadError } from '../errors/thread-error.js';
import type { ClientBundle } from './bundle-client.js';
import type { BundleTask } from './bundle-site.js';

export type BundleWorkerMessage = { type: 'done'; bundle: ClientBundle } | { type: 'failed'; error: ThreadError };

/**
 * bundleSite in a worker thread of its own. esbuild asks this thread's event loop to resolve every import (Kran's
 * plugins), so while the main thread renders pages, the bundle would wait; from a thread of its own it goes on.
 */
export function bundleSiteInWorker(task: BundleTask): Promise<ClientBundle> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./bundle-worker.js', import.meta.url), { workerData: task });
    let isDone = false;
    worker.once('message', (message: BundleWorkerMessage) => {
      isDone = true;
      if (message.type === 'done') resolve(message.bundle);
      else reject(fromThreadError(message.error));
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!isDone) reject(new Error(`The bundle worker stopped with exit code ${code}.`));
    });
  });
}
