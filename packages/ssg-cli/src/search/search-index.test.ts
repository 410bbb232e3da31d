import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from '../../test/folder-snapshot.js';
import { openWrittenSearchIndex, type WrittenSearchIndex } from '../../test/search-written-index.js';
import { compareHtmlFiles } from './document-order.js';
import { createSearchIndex, PagefindIndex } from './search-index.js';

const page = (main: string) =>
  '<!doctype html><html lang="de"><head><title>Seite</title></head>' +
  '<body><nav><a href="/">Navigationsleiste Startseite</a></nav>' +
  `<main>${main}</main><footer>Fußzeile Impressum</footer></body></html>`;

const pages: Record<string, string> = {
  'blogs/2020/09/22/netz/index.html': page(
    '<article data-pagefind-body data-pagefind-filter="section:Blog" data-pagefind-meta="date:2020-09-22">' +
      '<h1>Netzwerke ohne Root</h1>' +
      '<p>Wir verbinden Container in eigenen Netzwerken mit <code>podman network create &lt;name&gt;</code>.</p>' +
      '</article>',
  ),
  'release/2022/02/22/v4/index.html': page(
    '<article data-pagefind-body data-pagefind-filter="section:Release" data-pagefind-meta="date:2022-02-22">' +
      '<h1>Podman 4.0</h1><p>Ein neuer Netzwerkstapel und <code>podman machine init</code>.</p></article>',
  ),
  'docs/index.html': page(
    '<article data-pagefind-body data-pagefind-filter="section:Dokumentation"><h1>Erste Schritte</h1><p>Installieren Sie Podman.</p></article>',
  ),
  'blogs/index.html': page('<h1>Blog</h1><p>Netzwerke ohne Root, eine Liste.</p>'),
  '404.html': page('<h1>Seite nicht gefunden</h1>'),
};

function writeSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kran-search-index-'));
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), html);
  }
  return dir;
}

describe('createSearchIndex', () => {
  let dir: string;
  let paths: string[];
  let index: WrittenSearchIndex;

  beforeAll(async () => {
    dir = writeSite();
    paths = await createSearchIndex({ siteDir: dir, language: 'de', outDir: dir });
    index = await openWrittenSearchIndex(dir);
  });

  it('writes the search script and a German index below pagefind/, without Pagefind’s own search interfaces', () => {
    expect(
      readdirSync(path.join(dir, 'pagefind'), { recursive: true }).filter((file) =>
        /pagefind-(?:ui|component-ui|modular-ui|highlight)\./.test(String(file)),
      ),
    ).toEqual([]);
    expect(paths).toEqual(
      expect.arrayContaining(['pagefind/pagefind.js', 'pagefind/pagefind-entry.json', 'pagefind/wasm.de.pagefind']),
    );
    expect(paths.every((file) => file.startsWith('pagefind/'))).toBe(true);
    expect(paths.filter((file) => /pagefind-(?:ui|component-ui|modular-ui|highlight)\./.test(file))).toEqual([]);
  });

  it('indexes only the marked main content, with title, date and section', async () => {
    const found = await index.search('Root');
    expect(found).toEqual([
      {
        url: '/blogs/2020/09/22/netz/',
        title: 'Netzwerke ohne Root',
        excerpt: expect.stringMatching(/^Netzwerke ohne <mark>Root\b/),
        filters: { section: ['Blog'] },
        meta: expect.objectContaining({ date: '2020-09-22' }),
      },
    ]);
    expect(await index.search('Navigationsleiste')).toEqual([]);
    expect(await index.search('Fußzeile')).toEqual([]);
  });

  it('finds inflected German words through stemming', async () => {
    const urls = (await index.search('Netzwerk')).map((result) => result.url);
    expect(urls).toContain('/blogs/2020/09/22/netz/');
  });

  it('finds command names in code', async () => {
    expect((await index.search('podman machine')).map((result) => result.url)).toEqual(['/release/2022/02/22/v4/']);
  });

  it('escapes angle brackets of the content in excerpts, so only <mark> is markup', async () => {
    const [netz] = await index.search('create');
    expect(netz?.excerpt).toContain('<mark>create</mark> &lt;name&gt;');
  });

  it('filters by section', async () => {
    expect(await index.filters()).toEqual({ section: { Blog: 1, Release: 1, Dokumentation: 1 } });
    expect((await index.search('Podman', { section: 'Dokumentation' })).map((result) => result.url)).toEqual([
      '/docs/',
    ]);
  });
});

describe('two indexes at once (two builds in one process)', () => {
  it('writes the second after the first is closed, though Pagefind runs one process for both', async () => {
    const [first, second] = await Promise.all([PagefindIndex.open('de'), PagefindIndex.open('en')]);
    const dir = mkdtempSync(path.join(tmpdir(), 'kran-search-two-'));
    second.add('docs/index.html', pages['docs/index.html']!);
    await first.close();
    try {
      expect(await second.write(dir)).toContain('pagefind/pagefind.js');
      expect((await (await openWrittenSearchIndex(dir)).search('Installieren')).map((result) => result.url)).toEqual([
        '/docs/',
      ]);
    } finally {
      await second.close();
    }
  });

  it('opens an index while the last other one closes, before or after it began stopping Pagefind', async () => {
    for (const closeFirst of [false, true]) {
      const first = await PagefindIndex.open('de');
      const closing = closeFirst ? first.close() : undefined;
      const opening = PagefindIndex.open('de');
      await (closing ?? first.close());
      const second = await opening;
      const dir = mkdtempSync(path.join(tmpdir(), 'kran-search-reopen-'));
      second.add('docs/index.html', pages['docs/index.html']!);
      try {
        expect(await second.write(dir)).toContain('pagefind/pagefind.js');
      } finally {
        await second.close();
      }
    }
  });
});

describe('a folder of pages', () => {
  it('goes into the index in the order of the pages’ paths: the index of the same pages handed over sorted', async () => {
    const dir = writeSite();
    const fromFolder = path.join(dir, 'from-folder');
    const fromDocuments = path.join(dir, 'from-documents');
    const sorted = new Map(Object.entries(pages).sort(([a], [b]) => compareHtmlFiles(a, b)));

    const written = await createSearchIndex({ siteDir: dir, language: 'de', outDir: fromFolder });
    expect(await createSearchIndex({ documents: sorted, language: 'de', outDir: fromDocuments })).toEqual(written);
    expect(snapshot(fromFolder)).toEqual(snapshot(fromDocuments));
  });
});
