import { parentPort, workerData } from 'node:worker_threads';
import { renderJob, type RenderContext, type RenderJob } from './render-job.js';

// Renders the jobs it was given, reporting each finished page and, at the end, the pages' links.
const { jobs, context } = workerData as { jobs: RenderJob[]; context: RenderContext };
const links = [];
for (const job of jobs) {
  const pageLinks = renderJob(job, context);
  if (pageLinks) links.push({ ...pageLinks, ids: [...pageLinks.ids] });
  parentPort!.postMessage({ type: 'progress' });
}
parentPort!.postMessage({ type: 'done', links });
