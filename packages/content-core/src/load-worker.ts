import { parentPort, workerData } from 'node:worker_threads';
import { loadSource, type LoadJob } from './load-source.js';
import { Problems } from './problems.js';

// Reads the files it was given and sends back each result with its problems as plain data.
const jobs = workerData as LoadJob[];
const results = jobs.map((job) => {
  const problems = new Problems();
  const value = loadSource(job, problems);
  return {
    value,
    errors: problems.errors.map(({ message, location, hint }) => ({ message, location, hint })),
    warnings: problems.warnings,
  };
});
parentPort!.postMessage(results);
