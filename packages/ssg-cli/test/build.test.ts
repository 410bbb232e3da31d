import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Parser from 'rss-parser';
import { describe, expect, it } from 'vitest';

const cli = path.resolve(import.meta.dirname, '../dist/cli.js');
const fixture = path.resolve(import.meta.dirname, 'fixtures/minimal-site');

function copyFixture(): string {
  // Inside the package, so the fixture's `import ... from '@kran/ssg-cli'` resolves to this package.
  const scratch = path.join(import.meta.dirname, '.tmp');
  mkdirSync(scratch, { recursive: true });
  const dir = mkdtempSync(path.join(scratch, 'site-'));
  cpSync(fixture, dir, { recursive: true });
  return dir;
}

describe('kran build', () => {
  it('prerenders each route with its title, language and content', () => {
    const site = copyFixture();
    execFileSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });
    const html = readFileSync(path.join(site, 'build/docs/index.html'), 'utf8');
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('<title>Hallo Welt | Beispiel</title>');
    expect(html).toMatch(/<h1[^>]*>Hallo Welt<\/h1>/);
    expect(html).toContain('<link rel="canonical" href="https://example.org/docs">');
    expect(existsSync(path.join(site, 'build/404.html'))).toBe(true);
  });

  it('preloads on each page the code of its own layout, and reports the JavaScript of the largest page', () => {
    const site = copyFixture();
    const output = execFileSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });
    const preloadsOf = (page: string) => [...readFileSync(path.join(site, 'build', page), 'utf8').matchAll(/<link rel="modulepreload" href="\/([^"]+)">/g)].map((match) => match[1]!);
    const docPreloads = preloadsOf('docs/index.html');
    const tagsPreloads = preloadsOf('blog/tags/index.html');
    const onlyOnDocs = docPreloads.filter((file) => !tagsPreloads.includes(file));
    expect(onlyOnDocs.length).toBeGreaterThan(0);
    expect(tagsPreloads.filter((file) => docPreloads.includes(file)).length).toBeGreaterThan(0);
    for (const file of [...docPreloads, ...tagsPreloads]) expect(existsSync(path.join(site, 'build', file))).toBe(true);
    expect(output).toMatch(/JavaScript of the largest page \(\w+\): [\d.]+ KB minified, [\d.]+ KB gzip/);
  });

  it('serves the logo and content images below a sub-path with --base-url, with no broken link', () => {
    const site = copyFixture();
    execFileSync(process.execPath, [cli, 'build', '--site', site, '--base-url', '/unter/'], { encoding: 'utf8' });
    const home = readFileSync(path.join(site, 'build/index.html'), 'utf8');
    expect(home.match(/<img[^>]*src="\/unter\/img\/logo\.svg"[^>]*>/g)).toHaveLength(2);
    expect(home).toMatch(/<img[^>]*alt="Kreis"[^>]*width="40" height="40"/);
  });

  it('leaves the previous build untouched when the content is broken', () => {
    const site = copyFixture();
    execFileSync(process.execPath, [cli, 'build', '--site', site]);
    const before = readFileSync(path.join(site, 'build/docs/index.html'), 'utf8');
    writeFileSync(path.join(site, 'docs/index.md'), '---\ntitle: [kaputt\n---\n\nText\n');
    const result = spawnSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('docs/index.md:2:');
    expect(result.stderr).toContain('Nothing was written.');
    expect(readFileSync(path.join(site, 'build/docs/index.html'), 'utf8')).toBe(before);
  });

  it('bundles the customCss files after the theme CSS, so their tokens win; a missing one fails the build and keeps the previous one', () => {
    const site = copyFixture();
    const configFile = path.join(site, 'site.config.ts');
    const config = readFileSync(configFile, 'utf8');
    const withCustomCss = (files: string[]) => config.replace("pages: { path: 'pages' },", `pages: { path: 'pages' },\n  customCss: ${JSON.stringify(files)},`);
    mkdirSync(path.join(site, 'src/css'), { recursive: true });
    writeFileSync(path.join(site, 'src/css/marke.css'), ':root { --color-brand: #0b5cad; }\n');
    writeFileSync(path.join(site, 'src/css/zusatz.css'), '.marke { background: url(./streifen.svg) }\n.logo { background: url(/img/logo.svg) }\n');
    writeFileSync(path.join(site, 'src/css/streifen.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>\n');
    writeFileSync(configFile, withCustomCss(['src/css/marke.css', './src/css/zusatz.css']));
    execFileSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });

    const html = readFileSync(path.join(site, 'build/docs/index.html'), 'utf8');
    const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)">/g)].map((match) => match[1]!);
    expect(stylesheets).toHaveLength(1);
    const css = readFileSync(path.join(site, 'build', stylesheets[0]!), 'utf8');
    const themeBrand = css.indexOf('--color-brand:');
    const siteBrand = css.search(/--color-brand:\s*#0b5cad/);
    expect(themeBrand).toBeGreaterThanOrEqual(0);
    expect(siteBrand).toBeGreaterThan(themeBrand);
    const image = css.match(/url\(["']?\.\/(streifen-\w+\.svg)/)?.[1];
    expect(image && existsSync(path.join(site, 'build', path.dirname(stylesheets[0]!), image))).toBe(true);
    expect(css).toContain('url(/img/logo.svg)');

    writeFileSync(configFile, withCustomCss(['src/css/marke.css', 'src/css/fehlt.css']));
    const result = spawnSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('site.config.ts: customCss[1] "src/css/fehlt.css" does not exist');
    expect(readFileSync(path.join(site, 'build/docs/index.html'), 'utf8')).toBe(html);
  });

  it('prints every route sorted', () => {
    const output = execFileSync(process.execPath, [cli, 'routes', '--site', fixture], { encoding: 'utf8' });
    expect(output.split('\n')).toEqual(['/', '/blog', '/blog/2024/01/02/erster', '/blog/2024/02/03/zweiter', '/blog/archive', '/blog/tags', '/blog/tags/podman', '/docs', '']);
  });

  it('writes RSS, Atom and JSON feeds that a feed reader parses, newest post first', async () => {
    const site = copyFixture();
    execFileSync(process.execPath, [cli, 'build', '--site', site]);
    const parser = new Parser();
    const rss = await parser.parseString(readFileSync(path.join(site, 'build/blog/rss.xml'), 'utf8'));
    expect(rss.items.map((item) => [item.title, item.link])).toEqual([
      ['Zweiter Beitrag', 'https://example.org/blog/2024/02/03/zweiter'],
      ['Erster Beitrag', 'https://example.org/blog/2024/01/02/erster'],
    ]);
    expect(rss.items[1]?.['content:encoded']).toContain('href="https://example.org/docs"');
    const atom = await parser.parseString(readFileSync(path.join(site, 'build/blog/atom.xml'), 'utf8'));
    expect(atom.items).toHaveLength(2);
    const json = JSON.parse(readFileSync(path.join(site, 'build/blog/feed.json'), 'utf8')) as { items: { title: string; author?: { name: string } }[] };
    expect(json.items[1]).toMatchObject({ title: 'Erster Beitrag', author: { name: 'Anna Beispiel' } });
    expect(readFileSync(path.join(site, 'build/docs/index.html'), 'utf8')).toContain('<link rel="alternate" type="application/rss+xml" title="Beispiel RSS Feed" href="/blog/rss.xml">');
  });

  it('writes a sitemap with every page and robots.txt pointing at it', () => {
    const site = copyFixture();
    execFileSync(process.execPath, [cli, 'build', '--site', site]);
    const sitemap = readFileSync(path.join(site, 'build/sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<url><loc>https://example.org/blog/2024/01/02/erster</loc><lastmod>2024-01-02</lastmod></url>');
    expect(sitemap).toContain('<url><loc>https://example.org/blog</loc><lastmod>2024-02-03</lastmod></url>');
    expect(sitemap.match(/<url>/g)).toHaveLength(8);
    expect(readFileSync(path.join(site, 'build/robots.txt'), 'utf8')).toContain('Sitemap: https://example.org/sitemap.xml');
  });

  it('tells search engines about a post: description from its first paragraph, Open Graph, Twitter card and JSON-LD', () => {
    const site = copyFixture();
    execFileSync(process.execPath, [cli, 'build', '--site', site]);
    const html = readFileSync(path.join(site, 'build/blog/2024/01/02/erster/index.html'), 'utf8');
    expect(html).toContain('<meta name="description" content="Der erste Beitrag mit einem Link zur Doku.">');
    expect(html).toContain('<meta name="twitter:title" content="Erster Beitrag | Beispiel">');
    expect(html).toContain('<meta property="article:published_time" content="2024-01-02">');
    expect(html).toContain('<meta property="article:tag" content="podman">');
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
    expect(jsonLd.map((data) => data['@type'])).toEqual(['BlogPosting', 'BreadcrumbList']);
    expect(jsonLd[0]).toMatchObject({ headline: 'Erster Beitrag', datePublished: '2024-01-02', url: 'https://example.org/blog/2024/01/02/erster', inLanguage: 'de', author: [{ '@type': 'Person', name: 'Anna Beispiel' }], keywords: ['podman'] });
    expect((jsonLd[1]!.itemListElement as { item: string }[]).map((crumb) => crumb.item)).toEqual(['https://example.org/', 'https://example.org/blog', 'https://example.org/blog/2024/01/02/erster']);
    const doc = readFileSync(path.join(site, 'build/docs/index.html'), 'utf8');
    expect(doc).toContain('"@type":"TechArticle"');
  });

  it('fails on a broken link with the page and target, and keeps the previous build', () => {
    const site = copyFixture();
    execFileSync(process.execPath, [cli, 'build', '--site', site]);
    writeFileSync(path.join(site, 'docs/index.md'), '---\ntitle: Hallo Welt\n---\n\nSiehe [fehlt](/docs/fehlt) und [Anker](/blog#nirgends).\n');
    const result = spawnSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('2 broken links found');
    expect(result.stderr).toContain('/docs -> /docs/fehlt');
    expect(result.stderr).toContain('/docs -> /blog#nirgends');
    expect(readFileSync(path.join(site, 'build/docs/index.html'), 'utf8')).toContain('Ein kurzer Text auf Deutsch.');
  });

  it('rejects unknown options with usage and a non-zero exit', () => {
    const result = spawnSync(process.execPath, [cli, 'build', '--colour'], { encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Usage: kran build');
  });
});
