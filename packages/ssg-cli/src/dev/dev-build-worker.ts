import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { describeFailure } from '../errors/describe-failure.js';
import type { BuildSummary } from '../types.js';
import { DeferredSearchIndex } from './deferred-search-index.js';
import type { DevBuildRequest, DevWorkerMessage } from './dev-builder.js';
import { DevSite, type DevSiteOptions } from './dev-site.js';

// Builds the site for `kran dev` on request, one build at a time, keeping the content and render caches between builds.
// Its module graph is its own, so a new worker runs the theme's, runtime's and Kran's code as it is on disk now.
serveDevBuilds(parentPort!, workerData as DevSiteOptions);

function serveDevBuilds(port: MessagePort, options: DevSiteOptions) {
  const site = new DevSite(options);
  const runBetweenBuilds = oneAtATime();
  const searchIndex = new DeferredSearchIndex({
    documentsDir: site.output.searchDocumentsDir,
    outDir: site.output.outDir,
    runBetweenBuilds,
    log: (line) => console.log(line),
  });
  const post = (message: DevWorkerMessage) => port.postMessage(message);
  port.on('message', (request: DevBuildRequest) => {
    void runBetweenBuilds(async () => {
      // Pages written first have new search documents too, which the build after them leaves as they are.
      let isPagePreviewed = false;
      const result = await site
        .build({
          reuseSearchIndex: request.reuseSearchIndex,
          ...(request.changedFiles ? { changedFiles: request.changedFiles } : {}),
          onPreview: (preview) => {
            isPagePreviewed ||= preview.written.some(isPage);
            post({ type: 'preview', preview });
          },
        })
        .then(
          (summary): DevWorkerMessage => {
            if (isPagePreviewed || changesPages(summary))
              searchIndex.request(summary.language, summary.searchShardSize);
            return {
              type: 'built',
              result: {
                ok: true,
                routes: summary.routes,
                renderedPages: summary.renderedPages,
                phases: summary.phases,
                baseUrl: summary.baseUrl,
                ...(summary.changes ? { changes: summary.changes } : {}),
                brokenLinks: summary.brokenLinks,
                ...(summary.brokenAnchors ? { brokenAnchors: summary.brokenAnchors } : {}),
              },
            };
          },
          (error: unknown): DevWorkerMessage => ({
            type: 'built',
            result: { ok: false, message: describeFailure(error) },
          }),
        );
      post(result);
    });
  });
}

/** Builds, and the swaps of the search index made after them, change the output folder one at a time. */
function oneAtATime(): (step: () => Promise<void>) => Promise<void> {
  let queue: Promise<unknown> = Promise.resolve();
  return (step) => {
    const run = queue.then(step);
    queue = run.catch(() => undefined);
    return run;
  };
}

/** Whether a build in place wrote or removed a page, whose search document then changed. */
function changesPages(summary: BuildSummary): boolean {
  const { written = [], removed = [] } = summary.changes ?? {};
  return [...written, ...removed].some(isPage);
}

function isPage(file: string): boolean {
  return file.endsWith('.html');
}
