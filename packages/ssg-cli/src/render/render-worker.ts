import { parentPort, type MessagePort } from 'node:worker_threads';
import { newBuildContext } from '../build-context.js';
import { loadThemeRuntime } from '../theme/site-theme.js';
import { importThemeDefinition } from '../config/import-theme-definition.js';
import { loadReactPages } from '../content/react-pages.js';
import { loadSiteComponents } from '../content/site-components.js';
import { PageRenderer } from './page-renderer.js';
import { pageWriterOf, type RenderFrame, type RenderSetup } from './render-job.js';
import { toTransferable, type RenderWorkerMessage, type RenderWorkerReply } from './render-in-workers.js';

// Makes, writes and finishes each batch of pages it is sent (PageRenderer) and answers with what it made and wrote.
// The first message is the build's render setup; until it comes, the worker has loaded the renderer's modules
// (imported above) and waits.
process.setSourceMapsEnabled(true);
serveRenderJobs(parentPort!);

function serveRenderJobs(port: MessagePort): void {
  let ready: Promise<PageRenderer> | undefined;
  let frame: RenderFrame | undefined;
  port.on('message', (message: RenderWorkerMessage) => {
    if ('setup' in message) ready = prepare(message.setup, message.returnsPageData);
    else if ('frame' in message) frame = message.frame;
    else
      void ready!.then((renderer) => {
        port.postMessage(replyOf(renderer, frame, message));
      });
  });
}

/** Makes, writes or finishes a batch of pages as the message asks. */
function replyOf(
  renderer: PageRenderer,
  frame: RenderFrame | undefined,
  message: Exclude<RenderWorkerMessage, { setup: RenderSetup } | { frame: RenderFrame }>,
): RenderWorkerReply {
  if ('make' in message) return { made: message.make.map((task) => renderer.make(task)) };
  if ('write' in message) {
    const { made, finished } = renderer.write(frame!, message.write, message.unchanged);
    return { made, finished: toTransferable(finished) };
  }
  return { made: [], finished: toTransferable(renderer.finish(frame!, message.finish, message.unchanged)) };
}

/** This thread's renderer: the theme and the site's modules loaded from the plain data it was sent. */
async function prepare(setup: RenderSetup, returnsPageData: boolean): Promise<PageRenderer> {
  const site = newBuildContext(await importThemeDefinition(setup.theme.themeModule));
  await loadReactPages(setup.reactPageModules, site.reactPages);
  await loadSiteComponents(setup.siteComponentModules, site.siteComponents);
  const buildContext = await loadThemeRuntime(site, setup.theme);
  return new PageRenderer(setup, buildContext, pageWriterOf(setup), returnsPageData);
}
