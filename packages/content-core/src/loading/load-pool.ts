import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ContentError } from '../errors/errors.js';
import { remarkPluginsFinder } from '../markdown/plugins/instance-plugins.js';
import { loadSource, type LoadJob } from './load-source.js';
import { Problems } from '../errors/problems.js';

/** Below this many files, starting workers costs more than it saves. */
const MIN_FILES_FOR_WORKERS = 200;

export interface LoadResult {
  value: Awaited<ReturnType<typeof loadSource>>;
  local: Problems;
}

export interface LoadOptions {
  /** The site config, whose remark plugins parse the files of jobs with `plugins`. */
  config: object;
  /** A module whose default export is `config`: workers import the plugins from it. */
  configModule?: string;
}

type WorkerResult = {
  value: LoadResult['value'];
  errors: { message: string; location: ContentError['location']; hint?: string }[];
  warnings: Problems['warnings'];
};

/**
 * Below this many files with remark plugins, they are read here while workers read the others: a worker importing
 * the config module (the Podman site's takes a second, as it loads ssg-cli) costs more than it saves.
 */
const MIN_PLUGIN_FILES_FOR_WORKERS = 1000;

/**
 * Splits the jobs into those to read here and those workers may read: files with remark plugins go to workers only
 * when workers can import the plugins from the config module and there are enough of them to pay for the import.
 */
export function splitJobs(jobs: LoadJob[], configModule: string | undefined): { here: LoadJob[]; workers: LoadJob[] } {
  const withPlugins = jobs.filter((job) => job.plugins);
  if (withPlugins.length === 0 || (configModule && withPlugins.length >= MIN_PLUGIN_FILES_FOR_WORKERS))
    return { here: [], workers: jobs };
  return { here: withPlugins, workers: jobs.filter((job) => !job.plugins) };
}

/** How many workers read `count` files: none below a few hundred, else one per core. */
export function workerCountFor(count: number): number {
  const workers = Math.min(availableParallelism(), Math.floor(count / (MIN_FILES_FOR_WORKERS / 2)));
  return workers < 2 ? 0 : workers;
}

/** Reads the files, on all cores when there are many (and the built worker exists), else here; results in order. */
export async function loadInPool(jobs: LoadJob[], options: LoadOptions): Promise<LoadResult[]> {
  const workerFile = new URL('./load-worker.js', import.meta.url);
  const split = splitJobs(jobs, options.configModule);
  const workerCount = existsSync(fileURLToPath(workerFile)) ? workerCountFor(split.workers.length) : 0;
  const here = workerCount === 0 ? jobs : split.here;
  const size = Math.ceil(split.workers.length / Math.max(workerCount, 1));
  // Workers start first, so this thread reads its own share meanwhile.
  const fromWorkers = Promise.all(
    Array.from({ length: workerCount }, (_, index) =>
      runWorker(workerFile, split.workers.slice(index * size, (index + 1) * size), options.configModule),
    ),
  );
  const findPlugins = remarkPluginsFinder(options.config);
  const results = new Map<LoadJob, LoadResult>();
  for (const job of here) {
    const local = new Problems();
    results.set(job, { value: await loadSource(job, local, findPlugins(job.plugins)), local });
  }
  (await fromWorkers).flat().forEach(({ value, errors, warnings }, index) => {
    const local = new Problems();
    for (const error of errors) local.error(error.message, error.location, error.hint);
    for (const warning of warnings) local.warn(warning.message, warning.location, warning.hint);
    results.set(split.workers[index]!, { value, local });
  });
  return jobs.map((job) => results.get(job)!);
}

function runWorker(file: URL, jobs: LoadJob[], configModule: string | undefined): Promise<WorkerResult[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(file, { workerData: { jobs, configModule } });
    worker.once('message', (results: WorkerResult[]) => {
      resolve(results);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
