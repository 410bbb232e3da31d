import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ContentError } from './errors.js';
import { loadSource, type LoadJob } from './load-source.js';
import { Problems } from './problems.js';

/** Below this many files, starting workers costs more than it saves. */
const MIN_FILES_FOR_WORKERS = 200;

export interface LoadResult {
  value: ReturnType<typeof loadSource>;
  local: Problems;
}

type WorkerResult = {
  value: LoadResult['value'];
  errors: { message: string; location: ContentError['location']; hint?: string }[];
  warnings: Problems['warnings'];
};

/** Reads the files, on all cores when there are many (and the built worker exists), else here. */
export async function loadInPool(jobs: LoadJob[]): Promise<LoadResult[]> {
  const workerFile = new URL('./load-worker.js', import.meta.url);
  const workerCount = Math.min(availableParallelism(), Math.floor(jobs.length / (MIN_FILES_FOR_WORKERS / 2)));
  if (workerCount < 2 || !existsSync(fileURLToPath(workerFile))) {
    return jobs.map((job) => {
      const local = new Problems();
      return { value: loadSource(job, local), local };
    });
  }
  const size = Math.ceil(jobs.length / workerCount);
  const shares = Array.from({ length: workerCount }, (_, index) => jobs.slice(index * size, (index + 1) * size));
  const results = await Promise.all(shares.map((share) => runWorker(workerFile, share)));
  return results.flat().map(({ value, errors, warnings }) => {
    const local = new Problems();
    for (const error of errors) local.errors.push(new ContentError(error.message, error.location, error.hint));
    local.warnings.push(...warnings);
    return { value, local };
  });
}

function runWorker(file: URL, jobs: LoadJob[]): Promise<WorkerResult[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(file, { workerData: jobs });
    worker.once('message', (results: WorkerResult[]) => {
      resolve(results);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
