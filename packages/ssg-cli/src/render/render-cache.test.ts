import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { frameKeyOf, RenderCache } from './render-cache.js';
import type { RenderContext, RenderJob } from './render-job.js';

const context = {
  site: { title: 'Podman' },
  settings: { baseUrl: '/', routeMapUrl: '/_kran/route-map' },
  scripts: ['assets/main-ABC.js'],
  stylesheets: ['assets/main-ABC.css'],
  feeds: [],
  outDir: '/tmp/.build-staging-1',
  reactPageModules: {},
} as unknown as RenderContext;

describe('frameKeyOf', () => {
  it('is the same for builds into other folders, with or without search documents', () => {
    expect(frameKeyOf({ ...context, outDir: '/tmp/.build-staging-2' })).toBe(frameKeyOf(context));
    expect(frameKeyOf({ ...context, searchSourceDir: '/tmp/.build-staging-1-scratch' })).toBe(frameKeyOf(context));
  });

  it('changes with anything else every page shows or loads', () => {
    expect(frameKeyOf({ ...context, scripts: ['assets/main-DEF.js'] })).not.toBe(frameKeyOf(context));
    expect(frameKeyOf({ ...context, site: { title: 'Podman!' } as RenderContext['site'] })).not.toBe(
      frameKeyOf(context),
    );
  });
});

describe('RenderCache', () => {
  const job = (path: string, dataHash: string) =>
    ({ path, dataHash, htmlFile: `${path.slice(1)}/index.html` }) as RenderJob;
  const hashesOf = (pages: Map<string, { dataHash: string }>) =>
    Object.fromEntries([...pages].map(([pagePath, page]) => [pagePath, page.dataHash]));

  it('names the pages it wrote in the same frame only while their HTML file in the output is as the build left it', () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'render-cache-'));
    for (const name of ['a', 'b']) {
      mkdirSync(path.join(outDir, name));
      writeFileSync(path.join(outDir, name, 'index.html'), `<p>${name}</p>`);
    }
    const pages = [job('/a', 'a1'), job('/b', 'b1')].map((page) => ({ ...page, links: undefined }));
    const cache = new RenderCache();
    cache.remember('frame', pages, outDir);
    const unchanged = (jobs: RenderJob[]) => hashesOf(cache.unchangedPages('frame', jobs, outDir));

    expect(unchanged([job('/a', 'a2'), job('/b', 'b2'), job('/c', 'c1')])).toEqual({ '/a': 'a1', '/b': 'b1' });
    expect(unchanged([{ ...job('/a', 'a1'), htmlFile: 'a.html' }])).toEqual({});
    expect(cache.unchangedPages('other frame', [job('/a', 'a1')], outDir).size).toBe(0);
    writeFileSync(path.join(outDir, 'a/index.html'), '<p>von Hand</p>');
    expect(unchanged([job('/a', 'a1'), job('/b', 'b1')])).toEqual({ '/b': 'b1' });
    const owned = cache.unchangedPages('frame', [job('/a', 'a1'), job('/b', 'b1')], outDir, {
      isOutputOwned: true,
    });
    expect(hashesOf(owned)).toEqual({ '/a': 'a1', '/b': 'b1' });
  });

  it('keeps the stamp of a page taken over, and takes the stamp of a page written anew', () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'render-cache-'));
    mkdirSync(path.join(outDir, 'a'));
    writeFileSync(path.join(outDir, 'a', 'index.html'), '<p>a</p>');
    const cache = new RenderCache();
    cache.remember('frame', [{ ...job('/a', 'a1'), links: undefined }], outDir);
    const [takenOver] = cache.unchangedPages('frame', [job('/a', 'a1')], outDir).values();
    expect(takenOver?.htmlStamp).toBeDefined();

    // Remembered as taken over, the page is not looked at again: its stamp is the one it had.
    rmSync(path.join(outDir, 'a', 'index.html'));
    cache.remember('frame', [takenOver!], outDir);
    writeFileSync(path.join(outDir, 'a', 'index.html'), '<p>von Hand</p>');
    expect(cache.unchangedPages('frame', [job('/a', 'a1')], outDir).size).toBe(0);

    cache.remember('frame', [{ ...job('/a', 'a1'), links: undefined }], outDir);
    expect(cache.unchangedPages('frame', [job('/a', 'a1')], outDir).size).toBe(1);
  });
});
