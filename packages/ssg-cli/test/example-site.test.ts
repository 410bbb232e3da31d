import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { de, en } from '@kran/theme';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const cli = path.resolve(import.meta.dirname, '../dist/cli.js');
const exampleSite = path.resolve(import.meta.dirname, '../../../sites/example');

describe('the example site', () => {
  let outDir: string;
  const read = (page: string) => readFileSync(path.join(outDir, page), 'utf8');

  beforeAll(() => {
    outDir = mkdtempSync(path.join(tmpdir(), 'kran-example-'));
    execFileSync(process.execPath, [cli, 'build', '--site', exampleSite, '--out', outDir], { encoding: 'utf8' });
  }, 120_000);

  afterAll(() => {
    rmSync(outDir, { recursive: true, force: true });
  });

  it('builds the home page in English with the site title and its latest posts', () => {
    const html = read('index.html');
    expect(html).toContain('<html lang="en" dir="ltr"');
    expect(html).toContain('<title>Kran Example</title>');
    expect(html).toMatch(/<h1[^>]*>Kran Example<\/h1>/);
    expect(html).toContain('href="/blog/2024/03/01/archive"');
  });

  it('builds the docs with their headings, sidebar and table of contents', () => {
    const html = read('docs/writing-pages/index.html');
    expect(html).toContain('<title>Writing pages | Kran Example</title>');
    expect(html).toMatch(/<h1[^>]*>Writing pages<\/h1>/);
    expect(html).toMatch(/<h2[^>]*id="front-matter"/);
    expect(html).toContain(`aria-label="${en['docs.sidebarLabel']}"`);
    expect(html).toContain(`>${en['docs.onThisPage']}<`);
    expect(read('docs/index.html')).toMatch(/<h1[^>]*>Introduction<\/h1>/);
  });

  it('builds each blog post with its title, English date and author', () => {
    const html = read('blog/2024/02/14/tags/index.html');
    expect(html).toMatch(/<h1[^>]*>Sorting posts with tags<\/h1>/);
    expect(html).toContain('February 14, 2024');
    // Anna has a page of her own (page: true in authors.yml), which her name links to, as in Docusaurus 3.
    expect(html).toContain('href="/blog/authors/anna"');
    expect(read('blog/index.html')).toContain(en['blog.readMoreLabel'].replace('{title}', 'Sorting posts with tags'));
  });

  it("prerenders the site's Footer override around the theme's footer on every page", () => {
    for (const page of ['index.html', 'docs/index.html', 'blog/index.html', '404.html']) {
      const html = read(page);
      expect(html, page).toContain(`aria-label="${en['footer.label']}"`);
      expect(html, page).toMatch(/data-testid="built-with-kran">Built with Kran/);
    }
  });

  it("prerenders the site's BlogPostLayout override on blog posts only", () => {
    const post = read('blog/2024/01/10/welcome/index.html');
    expect(post).toMatch(/data-testid="back-to-blog"><a href="\/blog"[^>]*>← Back to the blog<\/a>/);
    expect(post).toMatch(/<h1[^>]*>Welcome to the example blog<\/h1>/);
    expect(read('blog/index.html')).not.toContain('back-to-blog');
  });

  it('builds the German locale below /de/ from the translations in i18n/de, in German', () => {
    const intro = read('de/docs/index.html');
    expect(intro).toContain('<html lang="de" dir="ltr"');
    expect(intro).toMatch(/<h1[^>]*>Einführung<\/h1>/);
    expect(intro).toContain(`>${de['docs.onThisPage']}<`);
    expect(intro).toContain('<link rel="alternate" hreflang="en" href="https://example.org/docs">');
    expect(intro).toContain('<link rel="alternate" hreflang="de" href="https://example.org/de/docs">');
    expect(read('de/blog/2024/01/10/welcome/index.html')).toMatch(/<h1[^>]*>Willkommen im Beispiel-Blog<\/h1>/);
    expect(read('de/blog/2024/01/10/welcome/index.html')).toContain('10. Januar 2024');
  });

  it('shows a page without a German translation in English, in the German shell', () => {
    const mdx = read('de/docs/mdx/index.html');
    expect(mdx).toContain('<html lang="de"');
    expect(mdx).toContain(`aria-label="${de['docs.sidebarLabel']}"`);
    expect(mdx).toMatch(/<h1[^>]*>MDX<\/h1>/);
  });
});
