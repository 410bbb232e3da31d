import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouteManifest } from '@kran/content-core';
import { theme } from '@kran/theme/definition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as Build from '../src/pipeline/build-site.js';
import { newBuildContext } from '../src/build-context.js';
import { loadConfig } from '../src/config/load-config.js';
import { loadContent } from '../src/content/load-content.js';
import { openWrittenSearchIndex, readIndexedPages, type IndexedPage } from './search-written-index.js';

const podmanSite = path.resolve(import.meta.dirname, '../../../sites/podman-de');
// The built package, as the CLI runs it: rendering runs in worker threads loaded from dist/.
const builtPackage = pathToFileURL(path.resolve(import.meta.dirname, '../dist/index.js')).href;

describe('the search index of the Podman site', () => {
  let outDir: string;
  let manifest: RouteManifest;
  let indexed: Map<string, IndexedPage>;

  beforeAll(async () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'kran-podman-search-'));
    const { buildSite } = (await import(builtPackage)) as typeof Build;
    await buildSite({ siteDir: podmanSite, outDir });
    ({ manifest } = await loadContent(podmanSite, await loadConfig(podmanSite), newBuildContext(theme)));
    indexed = new Map(readIndexedPages(outDir).map((page) => [page.url.replace(/(?<=.)\/$/, ''), page]));
  }, 120_000);

  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('holds every blog post, release announcement, doc and markdown page, with title and section', () => {
    const expected = manifest.routes.flatMap((route) => {
      if (route.kind === 'blogPost')
        return [[route.path, route.title, route.blogId === 'release' ? 'release' : 'blog', route.date]];
      if (route.kind === 'doc') return [[route.path, route.heading, 'docs', undefined]];
      if (route.kind === 'page') return [[route.path, expect.any(String), undefined, undefined]];
      return [];
    });
    const found = expected.map(([routePath]) => {
      const page = indexed.get(routePath as string);
      return [routePath, page?.meta.title, page?.filters.section?.[0], page?.meta.date];
    });
    expect(found).toEqual(expected);
    expect(expected.filter(([, , section]) => section === 'release').length).toBeGreaterThan(20);
    expect(indexed.size).toBe(expected.length);
  });

  it('finds the checkpoint post and doc by a German word and a command by its name', async () => {
    const index = await openWrittenSearchIndex(outDir);
    const checkpoint = (await index.search('Checkpoint')).map((page) => page.url);
    expect(checkpoint).toEqual(expect.arrayContaining(['/blogs/2018/10/10/checkpoint-restore/', '/docs/checkpoint/']));
    const machine = await index.search('podman machine', { section: 'blog' });
    expect(machine.length).toBeGreaterThan(3);
    expect(machine.every((page) => page.filters.section?.[0] === 'blog')).toBe(true);
  });
});
