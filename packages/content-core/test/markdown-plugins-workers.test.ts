import { createHook } from 'node:async_hooks';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { threadId } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import type * as Api from '../src/index.js';
import type { RouteManifest, SiteConfig } from '../src/index.js';

// The built package: the worker threads' module exists only in dist/.
const { buildManifest } = (await import(
  pathToFileURL(path.join(import.meta.dirname, '../dist/index.js')).href
)) as typeof Api;

// content-core reads a site's markdown in worker threads from a few hundred files on, with at most one per core;
// files with remark plugins from a thousand on, as each worker must import the config module first.
const FILES = 240;
const FILES_WITH_PLUGINS_FOR_WORKERS = 1000;
const expectedWorkers = Math.min(availableParallelism(), 2) >= 2 ? 2 : 0;

// Each doc gets a paragraph naming the thread its remark plugin ran in.
const CONFIG_MODULE = `import { threadId } from 'node:worker_threads';
export default {
  title: 'Viele',
  url: 'https://example.org',
  pages: false,
  docs: [{ id: 'default', path: 'docs', routeBasePath: 'docs', remarkPlugins: [remarkThread] }],
};
function remarkThread() {
  return (tree) => {
    tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'Thread ' + threadId }] });
  };
}
`;

/** A site with many docs, and its config as a module for workers to import. */
function manyDocsSite(count = FILES): string {
  const site = mkdtempSync(path.join(tmpdir(), 'kran-plugin-workers-'));
  mkdirSync(path.join(site, 'docs'));
  for (let index = 0; index < count; index++)
    writeFileSync(path.join(site, 'docs', `seite-${index}.md`), `---\ntitle: Seite ${index}\n---\n\nText ${index}.\n`);
  writeFileSync(path.join(site, 'site.config.mjs'), CONFIG_MODULE);
  return site;
}

function threadsOf(manifest: RouteManifest): Set<number> {
  const threads = new Set<number>();
  for (const route of manifest.routes) {
    const match = route.kind === 'doc' ? /Thread (\d+)/.exec(JSON.stringify(route.content)) : null;
    if (match) threads.add(Number(match[1]));
  }
  return threads;
}

/** Runs `task`, counting the worker threads it starts. */
async function countingWorkers<T>(task: () => Promise<T>): Promise<{ result: T; workers: number }> {
  let workers = 0;
  const hook = createHook({ init: (_id, type) => void (type === 'WORKER' && workers++) }).enable();
  try {
    return { result: await task(), workers };
  } finally {
    hook.disable();
  }
}

describe('reading markdown in worker threads', () => {
  it('still reads the files of a site without plugins in workers', async () => {
    const site = manyDocsSite();
    const config: SiteConfig = {
      title: 'Viele',
      url: 'https://example.org',
      pages: false,
      docs: [{ id: 'default', path: 'docs', routeBasePath: 'docs' }],
    };
    const { result, workers } = await countingWorkers(() => buildManifest({ siteDir: site, config }));
    expect(workers).toBe(expectedWorkers);
    expect(result.routes.filter((route) => route.kind === 'doc')).toHaveLength(FILES);
  });

  it('runs the remark plugins of a thousand files in the workers, which import them from the config module', async () => {
    const site = manyDocsSite(FILES_WITH_PLUGINS_FOR_WORKERS);
    const configModule = path.join(site, 'site.config.mjs');
    const config = ((await import(pathToFileURL(configModule).href)) as { default: SiteConfig }).default;
    const { result, workers } = await countingWorkers(() => buildManifest({ siteDir: site, config, configModule }));
    expect(workers).toBe(expectedWorkers);
    const threads = threadsOf(result);
    expect(threads.size).toBe(expectedWorkers || 1);
    if (expectedWorkers > 0) expect(threads.has(threadId)).toBe(false);
  });

  it('runs them on this thread for fewer files, or when there is no config module to import them from', async () => {
    for (const [count, withModule] of [
      [FILES, true],
      [FILES_WITH_PLUGINS_FOR_WORKERS, false],
    ] as const) {
      const site = manyDocsSite(count);
      const configModule = path.join(site, 'site.config.mjs');
      const config = ((await import(pathToFileURL(configModule).href)) as { default: SiteConfig }).default;
      const { result, workers } = await countingWorkers(() =>
        buildManifest({ siteDir: site, config, ...(withModule ? { configModule } : {}) }),
      );
      expect(workers).toBe(0);
      expect(threadsOf(result)).toEqual(new Set([threadId]));
    }
  });
});
