import { ContentCache } from '@kran/content-core';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { buildSite } from '../build.js';
import { describeFailure } from '../cli/describe-failure.js';
import { InPlaceOutput } from '../output/in-place-output.js';
import { RenderCache } from '../render/render-cache.js';
import type { BuildSummary } from '../types.js';
import { DeferredSearchIndex } from './deferred-search-index.js';
import type { DevBuildRequest, DevBuildResult } from './dev-builder.js';

// Builds the site for `kran dev` on request, one build at a time, keeping the content and render caches between builds.
// Its module graph is its own, so a new worker runs the theme's, runtime's and Kran's code as it is on disk now.
const { siteDir, extraScripts } = workerData as { siteDir: string; extraScripts: string[] };
const cache = new ContentCache();
const renderCache = new RenderCache();
// After the first build, each writes only the files that changed into the served folder.
const inPlaceOutput = new InPlaceOutput(path.join(path.resolve(siteDir), 'build'));

// Builds, and the swaps of the search index made after them, change the output folder one at a time.
let queue: Promise<unknown> = Promise.resolve();
const runBetweenBuilds = (step: () => Promise<void>): Promise<void> => {
  const run = queue.then(step);
  queue = run.catch(() => undefined);
  return run;
};
const searchIndex = new DeferredSearchIndex({
  documentsDir: inPlaceOutput.searchDocumentsDir,
  outDir: inPlaceOutput.outDir,
  runBetweenBuilds,
  log: (line) => console.log(line),
});

parentPort!.on('message', (request: DevBuildRequest) => {
  void runBetweenBuilds(async () => {
    const result = await buildSite({
      siteDir,
      cache,
      renderCache,
      inPlaceOutput,
      extraScripts,
      reuseSearchIndex: request.reuseSearchIndex,
    }).then(
      (summary): DevBuildResult => {
        if (changesPages(summary)) searchIndex.request(summary.language);
        return {
          ok: true,
          routes: summary.routes,
          renderedPages: summary.renderedPages,
          phases: summary.phases,
          baseUrl: summary.baseUrl,
          ...(summary.changes ? { changes: summary.changes } : {}),
        };
      },
      (error: unknown): DevBuildResult => ({ ok: false, message: describeFailure(error) }),
    );
    parentPort!.postMessage(result);
  });
});

/** Whether a build in place wrote or removed a page, whose search document then changed. */
function changesPages(summary: BuildSummary): boolean {
  const { written = [], removed = [] } = summary.changes ?? {};
  return [...written, ...removed].some((file) => file.endsWith('.html'));
}
