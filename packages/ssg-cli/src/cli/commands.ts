import { buildManifest, ContentCache, ContentErrors, formatProblem } from '@kran/content-core';
import { existsSync, watch } from 'node:fs';
import path from 'node:path';
import { buildSite, type BuildSummary } from '../build.js';
import { loadConfig } from '../config.js';
import { createStaticServer } from '../node/serve.js';
import { progressBar } from './progress.js';

export async function runBuild(options: { siteDir: string; outDir?: string; baseUrl?: string }): Promise<BuildSummary> {
  const start = performance.now();
  const progress = progressBar(process.stderr);
  const summary = await buildSite({ ...options, onProgress: progress.update });
  progress.done();
  for (const warning of summary.manifest.warnings) console.warn(formatProblem(warning));
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

/** Builds, serves and rebuilds on changes; a content error is printed and the last good build stays served. */
export async function runDev(options: { siteDir: string; port: number; host: string }): Promise<void> {
  const cache = new ContentCache();
  const rebuild = async () => {
    try {
      const summary = await buildSite({ siteDir: options.siteDir, cache });
      console.log(`Rebuilt ${summary.routes} pages (${summary.phases.map((phase) => `${phase.name} ${phase.ms} ms`).join(', ')}).`);
    } catch (error) {
      console.error(error instanceof ContentErrors ? error.errors.map(formatProblem).join('\n\n') : String(error));
    }
  };
  await rebuild();
  await runServe({ dir: path.join(options.siteDir, 'build'), port: options.port, host: options.host });
  let timer: NodeJS.Timeout | undefined;
  watch(options.siteDir, { recursive: true }, (_event, file) => {
    if (!file || /^(?:build|\.ssg|node_modules)(?:\/|$)|^\.build-/.test(file)) return;
    clearTimeout(timer);
    timer = setTimeout(() => void rebuild(), 100);
  });
}

const kilobytes = (bytes: number) => (bytes / 1024).toFixed(1);
