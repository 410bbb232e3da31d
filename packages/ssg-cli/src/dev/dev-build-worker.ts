import { ContentCache } from '@kran/content-core';
import { parentPort, workerData } from 'node:worker_threads';
import { buildSite } from '../build.js';
import { describeFailure } from '../cli/describe-failure.js';
import { RenderCache } from '../render/render-cache.js';
import type { DevBuildRequest, DevBuildResult } from './dev-builder.js';

// Builds the site for `kran dev` on request, one build at a time, keeping the content and render caches between builds.
// Its module graph is its own, so a new worker runs the theme's, runtime's and Kran's code as it is on disk now.
const { siteDir, extraScripts } = workerData as { siteDir: string; extraScripts: string[] };
const cache = new ContentCache();
const renderCache = new RenderCache();

parentPort!.on('message', (request: DevBuildRequest) => {
  buildSite({ siteDir, cache, renderCache, extraScripts, reuseSearchIndex: request.reuseSearchIndex })
    .then(
      (summary): DevBuildResult => ({
        ok: true,
        routes: summary.routes,
        renderedPages: summary.renderedPages,
        phases: summary.phases,
        baseUrl: summary.baseUrl,
      }),
      (error: unknown): DevBuildResult => ({ ok: false, message: describeFailure(error) }),
    )
    .then((result) => parentPort!.postMessage(result));
});
