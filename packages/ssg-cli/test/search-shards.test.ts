import { appendFileSync, existsSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type * as Api from '../src/index.js';
import { REBUILD_BOUND, TEST_BOUND, startDev, stopDev } from './dev-session.js';
import { copyFixture, editConfig } from './fixture-site.js';
import { mapFilesBelow, snapshot } from './folder-snapshot.js';
import { inBrowserOnBuild } from './in-browser.js';
import { openWrittenSearchIndex, readIndexedPages, searchIndexFolders } from './search-written-index.js';

// The built package, as `kran build` runs it.
const api = (await import(pathToFileURL(path.resolve(import.meta.dirname, '../dist/index.js')).href)) as typeof Api;

/** The posts added to the minimal site: their file name's day, and their URL. */
const POSTS = Array.from({ length: 20 }, (_, at) => {
  const day = String(at + 1).padStart(2, '0');
  return { day, url: `/blog/2024/03/${day}/meldung-${at + 1}/` };
});

/** The minimal site with twenty more posts (24 indexed pages), at ten pages per search index. */
function shardedSite(): string {
  const site = copyFixture('search-shards');
  editConfig(site, "pages: { path: 'pages' },", "pages: { path: 'pages' },\n  search: { shardSize: 10 },");
  for (const [at, { day }] of POSTS.entries())
    writeFileSync(
      path.join(site, 'blog', `2024-03-${day}-meldung-${at + 1}.md`),
      `---\ntitle: Meldung ${at + 1}\n---\n\nEin Beitrag über den Seegang, Nummer ${at + 1}.\n`,
    );
  return site;
}

/** The index folder below the build folder that holds the page with this URL. */
function folderOf(outDir: string, url: string): string {
  return searchIndexFolders(outDir).find((folder) =>
    readIndexedPages(outDir, folder).some((page) => page.url === url),
  )!;
}

describe('kran build: a large site’s search index, split into shards', () => {
  let site: string;
  let outDir: string;

  beforeAll(async () => {
    site = shardedSite();
    outDir = path.join(site, 'build');
    const summary = await api.buildSite({ siteDir: site });
    expect(summary.searchIndexes).toEqual({
      indexes: searchIndexFolders(outDir).length,
      madeAnew: searchIndexFolders(outDir).length,
    });
  }, 120_000);

  it('writes several indexes, each page in one, and only the first with Pagefind’s script', () => {
    const folders = searchIndexFolders(outDir);
    expect(folders.length).toBeGreaterThan(1);
    expect(folders.slice(1).every((folder) => /^pagefind\/shard-\d+$/.test(folder))).toBe(true);
    const urls = folders.flatMap((folder) => readIndexedPages(outDir, folder).map((page) => page.url));
    expect(urls).toHaveLength(24);
    expect(new Set(urls).size).toBe(24);
    expect(existsSync(path.join(outDir, 'pagefind/pagefind.js'))).toBe(true);
    for (const folder of folders.slice(1)) {
      expect(existsSync(path.join(outDir, folder, 'pagefind-entry.json'))).toBe(true);
      expect(existsSync(path.join(outDir, folder, 'pagefind.js'))).toBe(false);
    }
  });

  it('finds the pages of every index in one search, narrowed by section', async () => {
    const index = await openWrittenSearchIndex(outDir);
    const found = (await index.search('Seegang', { section: 'blog' })).map((page) => page.url);
    expect(found.sort()).toEqual(POSTS.map((post) => post.url).sort());
    expect(new Set(found.map((url) => folderOf(outDir, url))).size).toBeGreaterThan(1);
    expect(await index.search('Seegang', { section: 'docs' })).toEqual([]);
  });

  it('makes only the edited page’s index anew after an edit, linking the others from the cache', async () => {
    const { url } = POSTS[2]!;
    const edited = folderOf(outDir, url);
    const inodes = (folder: string) => mapFilesBelow(path.join(outDir, folder), (file) => statSync(file).ino);
    const others = searchIndexFolders(outDir).filter((folder) => folder !== edited);
    const before = new Map(others.map((folder) => [folder, inodes(folder)]));
    const editedBefore = snapshot(path.join(outDir, edited));

    appendFileSync(path.join(site, 'blog/2024-03-03-meldung-3.md'), '\nDer Deich hält die Sturmflut zurück.\n');
    const summary = await api.buildSite({ siteDir: site });

    expect(summary.searchIndexes).toEqual({ indexes: others.length + 1, madeAnew: 1 });
    const unlinked = others.filter((folder) => {
      const now = inodes(folder);
      // The first index's folder holds the others' folders; only its own files count.
      return [...before.get(folder)!].some(([file, inode]) => !file.startsWith('shard-') && now.get(file) !== inode);
    });
    expect(unlinked).toEqual([]);
    expect(snapshot(path.join(outDir, edited))).not.toEqual(editedBefore);
    const index = await openWrittenSearchIndex(outDir);
    expect((await index.search('Sturmflut')).map((page) => page.url)).toEqual([url]);
  }, 120_000);

  it('writes the same index files without the cache', async () => {
    const fresh = path.join(site, 'ohne-cache');
    await api.buildSite({ siteDir: site, outDir: fresh, persistentCache: false });
    expect(snapshot(path.join(fresh, 'pagefind'))).toEqual(snapshot(path.join(outDir, 'pagefind')));
  }, 120_000);

  it('in Chromium: the search box finds posts of different indexes, and the section filter holds', async () => {
    await inBrowserOnBuild(outDir, async (page, origin, errors) => {
      await page.goto(`${origin}/search?q=Seegang&section=blog`);
      const links = page.getByRole('main').getByRole('link', { name: /Meldung \d+/ });
      await links.nth(POSTS.length - 1).waitFor({ timeout: 20_000 });
      const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      const urls = [...new Set(hrefs)];
      expect(urls.sort()).toEqual(POSTS.map((post) => post.url.slice(0, -1)).sort());
      expect(new Set(urls.map((url) => folderOf(outDir, `${url}/`))).size).toBeGreaterThan(1);
      expect(errors).toEqual([]);
    });
  }, 120_000);
});

describe('kran dev: a split search index', () => {
  afterEach(() => stopDev());

  it(
    'makes the indexes anew after an edit, the edited text found in the merged search',
    async () => {
      const site = shardedSite();
      const outDir = path.join(site, 'build');
      const { output } = await startDev(site);
      await expect.poll(() => existsSync(path.join(outDir, 'pagefind/pagefind-entry.json')), {
        timeout: REBUILD_BOUND,
      });
      appendFileSync(path.join(site, 'blog/2024-03-03-meldung-3.md'), '\nDer Deich hält die Sturmflut zurück.\n');
      await expect.poll(output, { timeout: REBUILD_BOUND }).toContain('Search index updated: 24 pages');

      expect(searchIndexFolders(outDir).length).toBeGreaterThan(1);
      const index = await openWrittenSearchIndex(outDir);
      expect((await index.search('Sturmflut')).map((page) => page.url)).toEqual([POSTS[2]!.url]);
      expect((await index.search('Seegang', { section: 'blog' })).map((page) => page.url).sort()).toEqual(
        POSTS.map((post) => post.url).sort(),
      );
    },
    TEST_BOUND,
  );
});
