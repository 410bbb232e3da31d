import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { remarkPluginsFinder } from '../markdown/plugins/instance-plugins.js';
import { loadSource, type LoadJob } from './load-source.js';
import { Problems } from '../errors/problems.js';

// Reads the files it was given and sends back each result with its problems as plain data. Plugins are functions,
// which cannot be sent: the worker imports them from the config module itself.
const { jobs, configModule } = workerData as { jobs: LoadJob[]; configModule?: string };
const config =
  configModule && jobs.some((job) => job.plugins)
    ? ((await import(pathToFileURL(configModule).href)) as { default: object }).default
    : {};
const findPlugins = remarkPluginsFinder(config);
const results = [];
for (const job of jobs) {
  const problems = new Problems();
  const value = await loadSource(job, problems, findPlugins(job.plugins));
  results.push({
    value,
    errors: problems.errors.map(({ message, location, hint }) => ({ message, location, hint })),
    warnings: problems.warnings,
  });
}
parentPort!.postMessage(results);
