import { buildManifest, ContentCache, formatProblem } from '@kran/content-core';
import { existsSync, watch } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { buildSite, type BuildSummary } from '../build.js';
import { loadConfig } from '../config.js';
import { DEV_CLIENT_FILE } from '../node/dev-client.js';
import { DevEvents } from '../node/dev-events.js';
import { RenderCache } from '../node/render-cache.js';
import { createDevServer } from '../node/dev-server.js';
import { createStaticServer } from '../node/serve.js';
import { describeFailure } from './describe-failure.js';
import { progressBar } from './progress.js';

export async function runBuild(options: { siteDir: string; outDir?: string; baseUrl?: string }): Promise<BuildSummary> {
  const start = performance.now();
  const progress = progressBar(process.stderr);
  const summary = await buildSite({ ...options, onProgress: progress.update });
  progress.done();
  for (const warning of summary.warnings) console.warn(formatProblem(warning));
  if (summary.brokenLinks.length > 0) {
    console.warn(`${summary.brokenLinks.length} broken links (onBrokenLinks: 'warn'):\n${summary.brokenLinks.map((link) => `  ${link.page} -> ${link.target}`).join('\n')}`);
  }
  const seconds = (performance.now() - start) / 1000;
  const largest = Object.entries(summary.javaScriptPerKind).sort(([, a], [, b]) => b.bytes - a.bytes)[0]!;
  console.log(
    [
      `Built ${summary.routes} pages into ${path.relative(process.cwd(), summary.outDir) || '.'} in ${seconds.toFixed(2)} s (${Math.round(summary.routes / seconds)} pages/s).`,
      `  phases: ${summary.phases.map((phase) => `${phase.name} ${phase.ms} ms`).join(', ')}`,
      `  JavaScript loaded at start: ${kilobytes(summary.entryJsBytes)} KB minified, ${kilobytes(summary.entryJsGzipBytes)} KB gzip`,
      `  JavaScript of the largest page (${largest[0]}): ${kilobytes(largest[1].bytes)} KB minified, ${kilobytes(largest[1].gzipBytes)} KB gzip`,
    ].join('\n'),
  );
  return summary;
}

export async function runRoutes(siteDir: string): Promise<void> {
  const config = await loadConfig(siteDir);
  const manifest = await buildManifest({ siteDir, config });
  for (const warning of manifest.warnings) console.warn(formatProblem(warning));
  process.stdout.write(`${manifest.routes.map((route) => route.path).sort().join('\n')}\n`);
}

export async function runServe(options: { dir: string; port: number; host: string }): Promise<void> {
  if (!existsSync(options.dir)) throw new Error(`${options.dir} does not exist. Run "kran build" first.`);
  const server = createStaticServer(options.dir);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  console.log(`Serving ${options.dir} at http://${options.host}:${options.port}/`);
}

/**
 * Builds, serves and rebuilds on changes to content, config or the theme. After a good rebuild open pages reload;
 * after a failed one the problem shows in the terminal and over the page, and the last good build stays served.
 */
export async function runDev(options: { siteDir: string; port: number; host: string }): Promise<Server> {
  const cache = new ContentCache();
  const renderCache = new RenderCache();
  const events = new DevEvents();
  const outDir = path.join(options.siteDir, 'build');
  let isFirstBuild = true;
  const rebuild = async () => {
    try {
      // Indexing for search takes seconds; rebuilds after an edit keep the first index.
      const summary = await buildSite({ siteDir: options.siteDir, cache, renderCache, extraScripts: [DEV_CLIENT_FILE], reuseSearchIndex: !isFirstBuild });
      isFirstBuild = false;
      console.log(`Rebuilt ${summary.routes} pages, ${summary.renderedPages} of them rendered again (${summary.phases.map((phase) => `${phase.name} ${phase.ms} ms`).join(', ')}).`);
      events.publish({ type: 'reload' });
      return summary.baseUrl;
    } catch (error) {
      const message = describeFailure(error);
      console.error(message);
      events.publish({ type: 'problem', message });
      return undefined;
    }
  };
  const baseUrl = (await rebuild()) ?? (await baseUrlOrRoot(options.siteDir));
  if (!existsSync(outDir)) await writePlaceholder(outDir, baseUrl);
  const server = createDevServer({ dir: outDir, baseUrl, events });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  console.log(`kran dev: http://${options.host}:${port}${baseUrl} (watching content, config and theme)`);
  let timer: NodeJS.Timeout | undefined;
  const scheduleRebuild = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void rebuild(), 100);
  };
  const watchers = [
    watch(options.siteDir, { recursive: true }, (_event, file) => {
      if (file && !/^(?:build|\.ssg|node_modules)(?:[\\/]|$)|^\.build-/.test(file)) scheduleRebuild();
    }),
    watch(path.dirname(fileURLToPath(import.meta.resolve('@kran/theme'))), { recursive: true }, scheduleRebuild),
  ];
  server.on('close', () => {
    clearTimeout(timer);
    for (const watcher of watchers) watcher.close();
  });
  return server;
}

async function baseUrlOrRoot(siteDir: string): Promise<string> {
  return loadConfig(siteDir).then(
    (config) => config.baseUrl ?? '/',
    () => '/',
  );
}

/** When the very first build fails there is nothing to serve; this page carries the dev script, so the problem shows. */
async function writePlaceholder(outDir: string, baseUrl: string): Promise<void> {
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, '404.html'), `<!doctype html><html lang="en"><meta charset="utf-8"><title>kran dev</title><p>The site has not built yet.</p><script type="module" src="${baseUrl}${DEV_CLIENT_FILE}"></script></html>`);
}

const kilobytes = (bytes: number) => (bytes / 1024).toFixed(1);
