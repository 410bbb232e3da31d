import { parentPort, workerData } from 'node:worker_threads';
import { FileWriter } from './file-writer.js';
import { renderJob, type RenderContext, type RenderJob } from './render-job.js';
import { toTransferable } from './render-pages.js';

// Renders each batch of pages it is sent and answers with the pages' links.
const { context } = workerData as { context: RenderContext };
const files = new FileWriter();
parentPort!.on('message', (jobs: RenderJob[]) => {
  const links = jobs.flatMap((job) => {
    const pageLinks = renderJob(job, context, files);
    return pageLinks ? [toTransferable(pageLinks)] : [];
  });
  parentPort!.postMessage({ links, count: jobs.length });
});
