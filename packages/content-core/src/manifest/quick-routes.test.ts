import { appendFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildManifest } from './build-manifest.js';
import { ContentCache } from '../cache/cache.js';
import type { SiteConfig } from '../config/config.js';
import { QuickRoutes } from './quick-routes.js';

const config: SiteConfig = {
  title: 'Test',
  url: 'https://example.org',
  blogs: [{ id: 'default', path: 'blog', routeBasePath: 'blog' }],
  docs: [{ id: 'default', path: 'docs', routeBasePath: 'docs' }],
  pages: { path: 'pages' },
};

const post = (title: string, body: string) => `---\ntitle: ${title}\ntags: [podman]\n---\n\n${body}\n`;

/** A site with three posts, a page and a doc, built once with a cache and quick routes. */
async function builtSite() {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'kran-quick-'));
  for (const folder of ['blog', 'docs', 'pages']) mkdirSync(path.join(siteDir, folder));
  const write = (file: string, text: string) => writeFileSync(path.join(siteDir, file), text);
  write('blog/2024-01-01-erster.md', post('Erster', 'Der erste Beitrag.'));
  write('blog/2024-02-01-zweiter.md', post('Zweiter', 'Der zweite Beitrag mit [Link](./2024-01-01-erster.md).'));
  write('blog/2024-03-01-dritter.md', post('Dritter', 'Der dritte Beitrag.'));
  write('pages/ueber.md', '---\ntitle: Über\n---\n\nÜber dieses Projekt.\n');
  write('docs/start.md', '---\ntitle: Start\n---\n\nSo geht es los.\n');
  write('docs/weiter.md', '---\ntitle: Weiter\n---\n\nDanach.\n');
  const cache = new ContentCache();
  const quickRoutes = new QuickRoutes();
  const build = () => buildManifest({ siteDir, config, cache, quickRoutes });
  const first = await build();
  return { siteDir, cache, quickRoutes, build, first, file: (name: string) => path.join(siteDir, name), write };
}

describe('QuickRoutes', () => {
  it("makes an edited post's route at once, the very route the next complete build makes", async () => {
    const site = await builtSite();
    appendFileSync(site.file('blog/2024-02-01-zweiter.md'), '\nEin neuer Absatz.\n');
    const [quick, ...others] = site.quickRoutes.routesOf([site.file('blog/2024-02-01-zweiter.md')]) ?? [];
    expect(others).toEqual([]);
    expect(quick?.kind === 'blogPost' && [quick.previous?.title, quick.next?.title]).toEqual(['Dritter', 'Erster']);
    expect(JSON.stringify(quick)).toContain('Ein neuer Absatz.');

    const complete = await site.build();
    expect(complete.routes.find((route) => route.path === quick?.path)).toBe(quick);
  });

  it("makes an edited doc's route with its sidebar, the same as the complete build's", async () => {
    const site = await builtSite();
    appendFileSync(site.file('docs/start.md'), '\nUnd dann weiter.\n');
    const [quick] = site.quickRoutes.routesOf([site.file('docs/start.md')]) ?? [];
    expect(quick?.kind === 'doc' && quick.sidebar?.items.length).toBe(2);
    expect(JSON.stringify(quick)).toContain('Und dann weiter.');
    expect((await site.build()).routes.find((route) => route.path === '/docs/start')).toBe(quick);
  });

  it("makes an edited doc's route with the texts it imports, the same as the complete build's", async () => {
    const site = await builtSite();
    site.write('docs/beispiel.py', 'print("Hallo")\n');
    site.write('docs/start.md', "import beispiel from '!!raw-loader!./beispiel.py';\n\n# Start\n\nCode: {beispiel}\n");
    await site.build();
    appendFileSync(site.file('docs/start.md'), '\nUnd dann weiter.\n');
    const [quick] = site.quickRoutes.routesOf([site.file('docs/start.md')]) ?? [];
    expect(JSON.stringify(quick)).toContain('Hallo');
    expect(JSON.stringify(quick)).toContain('Und dann weiter.');
    expect((await site.build()).routes.find((route) => route.path === '/docs/start')).toBe(quick);
  });

  it("makes an edited page's route, the same as the complete build's", async () => {
    const site = await builtSite();
    appendFileSync(site.file('pages/ueber.md'), '\nMehr über uns.\n');
    const [quick] = site.quickRoutes.routesOf([site.file('pages/ueber.md')]) ?? [];
    expect(JSON.stringify(quick)).toContain('Mehr über uns.');
    expect((await site.build()).routes.find((route) => route.path === '/ueber')).toBe(quick);
  });

  it('makes no route when an edit changes what other pages show of a post or a doc', async () => {
    const site = await builtSite();
    const second = site.file('blog/2024-02-01-zweiter.md');
    site.write('blog/2024-02-01-zweiter.md', post('Zweiter, neu betitelt', 'Der zweite Beitrag.'));
    expect(site.quickRoutes.routesOf([second])).toBeUndefined();
    site.write('blog/2024-02-01-zweiter.md', `---\ntitle: Zweiter\ndate: 2024-04-01\n---\n\nSpäter.\n`);
    expect(site.quickRoutes.routesOf([second])).toBeUndefined();
    site.write('docs/start.md', '---\ntitle: Start\nsidebar_label: Los\n---\n\nSo geht es los.\n');
    expect(site.quickRoutes.routesOf([site.file('docs/start.md')])).toBeUndefined();
  });

  it('makes no route for a file with a problem, a new or unknown file, or before a build completed', async () => {
    const site = await builtSite();
    site.write('blog/2024-02-01-zweiter.md', '---\ntitle: [Zweiter\n---\n\nKaputte Kopfzeilen.\n');
    expect(site.quickRoutes.routesOf([site.file('blog/2024-02-01-zweiter.md')])).toBeUndefined();
    site.write('blog/2024-05-01-neu.md', post('Neu', 'Neu.'));
    expect(site.quickRoutes.routesOf([site.file('blog/2024-05-01-neu.md')])).toBeUndefined();
    expect(site.quickRoutes.routesOf([site.file('site.config.ts')])).toBeUndefined();
    expect(new QuickRoutes().routesOf([site.file('pages/ueber.md')])).toBeUndefined();
    site.quickRoutes.forget();
    appendFileSync(site.file('pages/ueber.md'), '\nNachtrag.\n');
    expect(site.quickRoutes.routesOf([site.file('pages/ueber.md')])).toBeUndefined();
  });

  it('makes the routes of several edited files only when it can make each one', async () => {
    const site = await builtSite();
    appendFileSync(site.file('blog/2024-01-01-erster.md'), '\nNachtrag.\n');
    appendFileSync(site.file('pages/ueber.md'), '\nNachtrag.\n');
    const both = site.quickRoutes.routesOf([site.file('blog/2024-01-01-erster.md'), site.file('pages/ueber.md')]);
    expect(both?.map((route) => route.path)).toEqual(['/blog/2024/01/01/erster', '/ueber']);
    site.write('docs/start.md', '---\ntitle: Anfang\n---\n\nSo geht es los.\n');
    expect(site.quickRoutes.routesOf([site.file('pages/ueber.md'), site.file('docs/start.md')])).toBeUndefined();
  });

  it("keeps a quick route's warnings out of the last build's, and the next build reports them", async () => {
    const site = await builtSite();
    const warningsBefore = [...site.first.warnings];
    appendFileSync(site.file('pages/ueber.md'), '\nSiehe [fehlt](./fehlt.md).\n');
    const [quick] = site.quickRoutes.routesOf([site.file('pages/ueber.md')]) ?? [];
    expect(quick?.path).toBe('/ueber');
    expect(site.first.warnings).toEqual(warningsBefore);
    const next = await site.build();
    expect(next.warnings.map((warning) => warning.location.file)).toEqual(['pages/ueber.md']);
  });

  it('reports the warnings of an unchanged file on every build with the same cache', async () => {
    const site = await builtSite();
    appendFileSync(site.file('docs/weiter.md'), '\nSiehe [fehlt](./fehlt.md).\n');
    const first = await site.build();
    site.cache.resetCounters();
    const second = await site.build();
    expect(site.cache.misses).toBe(0);
    expect(first.warnings).toHaveLength(1);
    expect(second.warnings).toEqual(first.warnings);
  });
});
