import { parentPort, workerData } from 'node:worker_threads';
import { StagedOutput } from '../output/write-output.js';
import type { SiteWriterMessage, SiteWriterRequest, SiteWriterTask } from './site-writer.js';
import { SitePhases } from './site-phases.js';
import { toThreadError } from '../errors/thread-error.js';

// Runs the site writer's phases in a thread of its own, one step per message, and answers each with its result or
// error; when the thread ends, all its memory goes back at once.
const { options, outDir, stagedDir, searchSourceDir, localeModules } = workerData as SiteWriterTask;
process.setSourceMapsEnabled(true);
const post = (message: SiteWriterMessage) => parentPort!.postMessage(message);
const timed = async <T>(name: string, task: () => Promise<T> | T): Promise<T> => {
  const start = performance.now();
  const result = await task();
  post({ type: 'phase', name, ms: Math.round(performance.now() - start) });
  return result;
};
const onProgress = (done: number, total: number) => post({ type: 'progress', done, total });
const phases = new SitePhases({ ...options, onProgress }, new StagedOutput(outDir, stagedDir), timed, {
  ...(searchSourceDir ? { searchSourceDir } : {}),
  ...(localeModules ? { localeModules } : {}),
});
parentPort!.on('message', ({ step, twins }: SiteWriterRequest) => {
  (step === 'theme' ? phases.theme(twins) : phases[step]()).then(
    (result) => post({ type: 'done', ...(result ? { result } : {}) }),
    async (error: unknown) => {
      await phases.stop();
      post({ type: 'failed', error: toThreadError(error) });
    },
  );
});
