import { parentPort } from 'node:worker_threads';
import { loadReactPages } from '../content/react-pages.js';
import { loadSiteComponents } from '../content/site-components.js';
import { loadThemeRuntime } from '../theme/site-theme.js';
import { pageWriterOf, renderJob, type RenderContext } from './render-job.js';
import { toTransferable, type RenderWorkerMessage } from './render-in-workers.js';

// Renders each batch of pages it is sent and answers with the pages' links. The first message is the build's
// render context; until it comes, the worker has loaded the renderer's modules (imported above) and waits.
process.setSourceMapsEnabled(true);
let ready: Promise<{ context: RenderContext; files: ReturnType<typeof pageWriterOf> }> | undefined;

parentPort!.on('message', (message: RenderWorkerMessage) => {
  if ('context' in message) {
    ready = prepare(message.context);
    return;
  }
  void ready!.then(({ context, files }) => {
    const links = message.jobs.flatMap((job) => {
      const pageLinks = renderJob(job, context, files);
      return pageLinks ? [toTransferable(pageLinks)] : [];
    });
    parentPort!.postMessage({ links });
  });
});

async function prepare(context: RenderContext) {
  await loadReactPages(context.reactPageModules);
  await loadSiteComponents(context.siteComponentModules);
  await loadThemeRuntime(context.theme);
  return { context, files: pageWriterOf(context) };
}
