import { ContentCache } from '@kran/content-core';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type * as Api from '../src/index.js';
import { copyFixture } from './fixture-site.js';
import { mapFilesBelow } from './folder-snapshot.js';

// The built package, as kran dev runs it.
const api = (await import(pathToFileURL(path.resolve(import.meta.dirname, '../dist/index.js')).href)) as typeof Api;

describe('rebuilding with a render cache, as kran dev does', () => {
  it('renders again only the pages whose data changed and leaves the others exactly as they were', async () => {
    const siteDir = copyFixture('render-cache');
    const build = { siteDir, cache: new ContentCache(), renderCache: new api.RenderCache() };
    const html = (page: string) => readFileSync(path.join(siteDir, 'build', page), 'utf8');

    const first = await api.buildSite(build);
    expect(first.renderedPages).toBe(first.routes);
    const docBefore = html('docs/index.html');
    const postBefore = html('blog/2024/01/02/erster/index.html');

    appendFileSync(path.join(siteDir, 'docs/index.md'), '\nEin neuer Absatz nach der Änderung.\n');
    // kran dev keeps the first build's search index.
    const second = await api.buildSite({ ...build, reuseSearchIndex: true });
    expect(second.renderedPages).toBe(1);
    expect(html('docs/index.html')).toContain('Ein neuer Absatz nach der Änderung.');
    expect(html('docs/index.html')).not.toBe(docBefore);

    expect(html('blog/2024/01/02/erster/index.html')).toBe(postBefore);

    const third = await api.buildSite({ ...build, reuseSearchIndex: true });
    expect(third.renderedPages).toBe(0);
    expect(html('docs/index.html')).toContain('Ein neuer Absatz nach der Änderung.');
    expect(html('blog/2024/01/02/erster/index.html')).toBe(postBefore);
  });

  it('renders every page when it indexes for search, so that each indexed page has its search document', async () => {
    const siteDir = copyFixture('render-cache');
    const build = { siteDir, cache: new ContentCache(), renderCache: new api.RenderCache() };
    const first = await api.buildSite(build);
    expect((await api.buildSite(build)).renderedPages).toBe(first.routes);
  });

  it('renders every page again when what all pages share changes', async () => {
    const siteDir = copyFixture('render-cache');
    const build = { siteDir, cache: new ContentCache(), renderCache: new api.RenderCache() };
    const first = await api.buildSite(build);
    const again = await api.buildSite({ ...build, reuseSearchIndex: true, extraScripts: ['kran-dev.js'] });
    expect(again.renderedPages).toBe(first.routes);
  });
  it('keeps every page in place when the render workers make pages anew whose data and HTML did not change', async () => {
    const siteDir = copyFixture('render-cache');
    // Enough pages for render workers, which keep the unchanged files they make in the output as they are.
    for (let index = 0; index < 160; index++) {
      const date = new Date(Date.UTC(2020, 0, 1 + index)).toISOString().slice(0, 10);
      writeFileSync(
        path.join(siteDir, `blog/${date}-beitrag-${index}.md`),
        `---\ntitle: Beitrag ${index}\n---\n\nText ${index}.\n`,
      );
    }
    const inPlaceOutput = new api.InPlaceOutput(path.join(siteDir, 'build'));
    const build = { siteDir, cache: new ContentCache(), inPlaceOutput, reuseSearchIndex: true };
    await api.buildSite({ ...build, renderCache: new api.RenderCache() });
    const before = mapFilesBelow(path.join(siteDir, 'build'), (file) => readFileSync(file, 'utf8'));
    // A render cache that knows no page: every page is made again, with the same data and HTML.
    const second = await api.buildSite({ ...build, renderCache: new api.RenderCache() });
    expect(second.renderedPages).toBe(second.routes);
    expect(second.changes?.removed).toEqual([]);
    expect(mapFilesBelow(path.join(siteDir, 'build'), (file) => readFileSync(file, 'utf8'))).toEqual(before);
  }, 120_000);
});
