import { parentPort, workerData } from 'node:worker_threads';
import { writeSite } from './write-site.js';
import { StagedOutput } from '../output/write-output.js';
import type { SiteWriterMessage, SiteWriterTask } from './site-writer.js';
import { toThreadError } from '../errors/thread-error.js';

// Writes and checks the site in a thread of its own; when the thread ends, all its memory goes back at once.
const { options, outDir, stagedDir, searchSourceDir } = workerData as SiteWriterTask;
process.setSourceMapsEnabled(true);
const post = (message: SiteWriterMessage) => parentPort!.postMessage(message);
const timed = async <T>(name: string, task: () => Promise<T> | T): Promise<T> => {
  const start = performance.now();
  const result = await task();
  post({ type: 'phase', name, ms: Math.round(performance.now() - start) });
  return result;
};
const onProgress = (done: number, total: number) => post({ type: 'progress', done, total });
writeSite({ ...options, onProgress }, new StagedOutput(outDir, stagedDir), timed, { searchSourceDir }).then(
  (site) => post({ type: 'done', site }),
  (error: unknown) => post({ type: 'failed', error: toThreadError(error) }),
);
