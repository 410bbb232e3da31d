import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { openWrittenSearchIndex, readIndexedPages } from './search-written-index.js';
import { cli, copyFixture } from './fixture-site.js';

describe('kran build: search', () => {
  let outDir: string;
  let output: string;

  beforeAll(() => {
    const site = copyFixture('search');
    outDir = path.join(site, 'out');
    output = execFileSync(process.execPath, [cli, 'build', '--site', site, '--out', outDir, '--base-url', '/unter/'], {
      encoding: 'utf8',
    });
  }, 60_000);

  it('indexes every post, doc and markdown page, with section and date, and no list page', () => {
    const pages = readIndexedPages(outDir).sort((a, b) => a.url.localeCompare(b.url));
    expect(pages.map((page) => [page.url, page.meta.title, page.filters.section?.[0], page.meta.date])).toEqual([
      ['/', 'Startseite', undefined, undefined],
      ['/blog/2024/01/02/erster/', 'Erster Beitrag', 'blog', '2024-01-02'],
      ['/blog/2024/02/03/zweiter/', 'Zweiter Beitrag', 'blog', '2024-02-03'],
      ['/docs/', 'Hallo Welt', 'docs', undefined],
    ]);
    expect(output).toMatch(/phases: .*search \d+ ms/);
  });

  it('indexes the main content only, not navbar, footer or reading time', () => {
    const [post] = readIndexedPages(outDir).filter((page) => page.url === '/blog/2024/01/02/erster/');
    expect(post?.content).toContain('Der erste Beitrag mit einem Link zur Doku.');
    expect(post?.content).not.toMatch(/Lesezeit|Zum Hauptinhalt|Suchen|#/);
  });

  it('answers German queries from the written index, narrowed by section', async () => {
    const index = await openWrittenSearchIndex(outDir);
    expect((await index.search('Beiträge')).map((page) => page.url).sort()).toEqual([
      '/blog/2024/01/02/erster/',
      '/blog/2024/02/03/zweiter/',
    ]);
    expect((await index.search('Deutsch', { section: 'docs' })).map((page) => page.title)).toEqual(['Hallo Welt']);
    expect(await index.search('Deutsch', { section: 'blog' })).toEqual([]);
  });

  it('writes the results page at /search and the index below the output root, whatever the base URL', () => {
    const html = readFileSync(path.join(outDir, 'search/index.html'), 'utf8');
    expect(html).toContain('<title>Suche | Beispiel</title>');
    expect(html).toMatch(/<h1[^>]*>Suche<\/h1>/);
    expect(html).toContain('src="/unter/assets/');
    expect(existsSync(path.join(outDir, 'pagefind/pagefind.js'))).toBe(true);
    expect(existsSync(path.join(outDir, 'unter'))).toBe(false);
  });
});
