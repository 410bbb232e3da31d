import { parentPort, type MessagePort } from 'node:worker_threads';
import { newBuildContext } from '../build-context.js';
import { loadThemeRuntime } from '../theme/site-theme.js';
import { importThemeDefinition } from '../config/theme-package.js';
import { loadReactPages } from '../content/react-pages.js';
import { loadSiteComponents } from '../content/site-components.js';
import { pageWriterOf, renderJob, type RenderContext } from './render-job.js';
import { toTransferable, type RenderWorkerMessage } from './render-in-workers.js';

// Renders each batch of pages it is sent and answers with the pages' links. The first message is the build's
// render context; until it comes, the worker has loaded the renderer's modules (imported above) and waits.
process.setSourceMapsEnabled(true);
serveRenderJobs(parentPort!);

function serveRenderJobs(port: MessagePort): void {
  let ready: ReturnType<typeof prepare> | undefined;
  port.on('message', (message: RenderWorkerMessage) => {
    if ('context' in message) {
      ready = prepare(message.context);
      return;
    }
    void ready!.then(({ context, files, buildContext }) => {
      const links = message.jobs.flatMap((job) => {
        const pageLinks = renderJob(job, context, files, buildContext);
        return pageLinks ? [toTransferable(pageLinks)] : [];
      });
      port.postMessage({ links });
    });
  });
}

/** This thread's context of the build: the theme and the site's modules loaded from the plain data it was sent. */
async function prepare(context: RenderContext) {
  const site = newBuildContext(await importThemeDefinition(context.theme.themeModule));
  await loadReactPages(context.reactPageModules, site.reactPages);
  await loadSiteComponents(context.siteComponentModules, site.siteComponents);
  const buildContext = await loadThemeRuntime(site, context.theme);
  return { context, files: pageWriterOf(context), buildContext };
}
