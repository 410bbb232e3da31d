import { parentPort, workerData } from 'node:worker_threads';
import { loadReactPages } from '../content/react-pages.js';
import { loadSiteComponents } from '../content/site-components.js';
import { loadThemeRuntime } from '../config/site-theme.js';
import { pageWriterOf, renderJob, type RenderContext, type RenderJob } from './render-job.js';
import { toTransferable } from './render-in-workers.js';

// Renders each batch of pages it is sent and answers with the pages' links.
const { context } = workerData as { context: RenderContext };
process.setSourceMapsEnabled(true);
const files = pageWriterOf(context);
// Messages sent meanwhile wait in the port until the listener below is attached.
await loadReactPages(context.reactPageModules);
await loadSiteComponents(context.siteComponentModules);
await loadThemeRuntime(context.theme);
parentPort!.on('message', (jobs: RenderJob[]) => {
  const links = jobs.flatMap((job) => {
    const pageLinks = renderJob(job, context, files);
    return pageLinks ? [toTransferable(pageLinks)] : [];
  });
  parentPort!.postMessage({ links, count: jobs.length });
});
