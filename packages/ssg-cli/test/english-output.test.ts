import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { de, en } from '@kran/theme';
import { containsWords, germanOnlyTexts } from '@kran/vitest-config/german-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, copyFixture, editConfig } from './fixture-site.js';
import { htmlTexts, outputTextsOf, type OutputText } from './output-texts.js';

const GERMAN_TEXTS = germanOnlyTexts(de, en);
const exampleSite = path.resolve(import.meta.dirname, '../../../sites/example');
const englishBlog = path.resolve(import.meta.dirname, 'fixtures/english-blog');

function build(site: string, ...options: string[]): string {
  const outDir = mkdtempSync(path.join(tmpdir(), 'kran-english-'));
  execFileSync(process.execPath, [cli, 'build', '--site', site, '--out', outDir, ...options], { encoding: 'utf8' });
  return outDir;
}

/** Each German text of the theme's table found in the output, with where it was found. */
function germanIn(texts: OutputText[]): string[] {
  return texts.flatMap(({ file, place, text }) =>
    GERMAN_TEXTS.filter((german) => containsWords(text, german)).map((german) => `${german} in ${file} ${place}`),
  );
}

describe('English sites', () => {
  const outDirs: string[] = [];
  let example: string;
  let blog: string;
  let blogSite: string;
  const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

  beforeAll(() => {
    blogSite = copyFixture('english-blog', englishBlog);
    // The example's English locale: its German one is below /de/.
    outDirs.push((example = build(exampleSite, '--locale', 'en')), (blog = build(blogSite)));
  }, 120_000);

  afterAll(() => {
    for (const dir of [...outDirs, blogSite]) rmSync(dir, { recursive: true, force: true });
  });

  it('are checked against German texts that cannot pass for English', () => {
    expect(GERMAN_TEXTS).toEqual(
      expect.arrayContaining([de['blogArchive.title'], de['footnotes.label'], de['notFound.title']]),
    );
    expect(GERMAN_TEXTS).not.toContain('Release');
  });

  it('finds German where a page has it, in an attribute as in its text', () => {
    const page = `<html><head><meta name="description" content="${de['blogArchive.description']}"></head><body><p>${de['blog.sidebarTitle']}</p></body></html>`;
    expect(germanIn(htmlTexts('page.html', page))).toEqual([
      `${de['blogArchive.description']} in page.html <meta content>`,
      `${de['blog.sidebarTitle']} in page.html text`,
    ]);
  });

  it('have no German text of the theme in any attribute, text, page data, feed or sitemap', () => {
    for (const dir of [example, blog]) {
      const texts = outputTextsOf(dir);
      const files = new Set(texts.map((text) => text.file));
      expect([...files]).toEqual(
        expect.arrayContaining(['blog/archive/index.html', 'blog/rss.xml', 'blog/atom.xml', 'sitemap.xml', '404.html']),
      );
      expect(germanIn(texts)).toEqual([]);
    }
  });

  it("name the blog's tags, archive and feeds in English, as Docusaurus does", () => {
    const archive = read(blog, 'blog/archive/index.html');
    expect(archive).toContain(`<meta name="description" content="${en['blogArchive.description']}">`);
    expect(archive).toContain(`<title>${en['blogArchive.title']} | Harbor Notes</title>`);
    expect(read(blog, 'blog/tags/index.html')).toContain(`<meta name="description" content="${en['blogTags.title']}">`);
    expect(read(blog, 'blog/index.html')).toContain(`<meta name="description" content="${en['blog.title']}">`);
    expect(archive).toContain('title="Harbor Notes RSS Feed"');
    expect(archive).toContain('title="Harbor Notes Atom Feed"');
    expect(read(blog, 'blog/rss.xml')).toContain('<title>Harbor Notes Blog</title>');
    expect(read(example, 'blog/archive/index.html')).toContain(
      `<meta name="description" content="${en['blogArchive.description']}">`,
    );
  });

  it('label footnotes in English', () => {
    const post = read(blog, 'blog/2024/04/02/first-harbor/index.html');
    expect(post).toContain(`id="footnote-label" class="sr-only">${en['footnotes.label']}<`);
    expect(post).toContain(`aria-label="${en['footnotes.backLabel'].replace('{number}', '1')}"`);
  });

  it("take content-core's words from the site's theme.messages as the theme's own", () => {
    const site = copyFixture('english-blog-messages', englishBlog);
    editConfig(
      site,
      "pages: { path: 'pages' },",
      "pages: { path: 'pages' },\n  theme: { messages: { 'blogArchive.description': 'Every post, by year', " +
        "'footnotes.label': 'Notes', 'blog.rssFeed': '{title} (RSS)' } },",
    );
    const outDir = build(site);
    outDirs.push(outDir, site);
    const archive = read(outDir, 'blog/archive/index.html');
    expect(archive).toContain('<meta name="description" content="Every post, by year">');
    expect(archive).toContain('title="Harbor Notes (RSS)"');
    expect(read(outDir, 'blog/2024/04/02/first-harbor/index.html')).toContain(
      'id="footnote-label" class="sr-only">Notes<',
    );
  }, 60_000);
});
