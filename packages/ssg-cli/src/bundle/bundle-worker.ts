import { parentPort, workerData } from 'node:worker_threads';
import { toThreadError } from '../errors/thread-error.js';
import type { BundleWorkerMessage } from './bundle-in-worker.js';
import { bundleSite, type BundleTask } from './bundle-site.js';

// Bundles the site's client code (bundleSite) and answers with the bundle, or the error.
const task = workerData as BundleTask;
const post = (message: BundleWorkerMessage) => parentPort!.postMessage(message);
process.setSourceMapsEnabled(true);
bundleSite(task).then(
  (bundle) => post({ type: 'done', bundle }),
  (error: unknown) => post({ type: 'failed', error: toThreadError(error) }),
);
