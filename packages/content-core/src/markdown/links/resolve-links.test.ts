import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { badInput, contentErrorsOf, described, temporarySite } from '../../../test/bad-input/sites.js';
import { buildFixture, fixture, fixtureConfig, routeOf } from '../../../test/fixture-site.js';
import { buildManifest } from '../../manifest/build-manifest.js';
import { ContentCache } from '../../cache/cache.js';

const hashOf = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 10);

describe('relative links to routes', () => {
  it("resolve against the page's own path, as the browser does there, also in a summary on the list page", async () => {
    const post = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;
    const site = temporarySite({
      'site.config.ts': 'export default {};\n',
      'blog/2024-01-02-relativ.md': post(
        'Relativ',
        '[Nachbar](../03/nachbar) [Übersicht](../../..#oben)\n\n<!--truncate-->',
      ),
      'blog/2024-01-03-nachbar.md': post('Nachbar', 'Text'),
    });
    try {
      const manifest = await buildManifest({ siteDir: site.siteDir, config: { ...fixtureConfig, docs: [] } });
      const html = toHtml(routeOf(manifest, 'blogPost', '/blogs/2024/01/02/relativ').content);
      expect(html).toContain('<a href="/blogs/2024/01/03/nachbar">Nachbar</a>');
      expect(html).toContain('<a href="/blogs/#oben">Übersicht</a>');
      const listed = routeOf(manifest, 'blogList', '/blogs').posts.find((entry) => entry.title === 'Relativ');
      expect(toHtml(listed!.content)).toContain('href="/blogs/#oben"');
    } finally {
      site.remove();
    }
  });
});

describe('files next to the content', () => {
  it('lists linked files and images outside the static folder under content-hashed paths in assets/', async () => {
    const siteDir = fixture('co-located-assets');
    const manifest = await buildFixture('co-located-assets');
    const diagram = path.join(siteDir, 'docs/diagramm.svg');
    const handbook = path.join(siteDir, 'dateien/handbuch.pdf');
    expect(manifest.assets).toEqual([
      { from: handbook, to: `assets/files/handbuch-${hashOf(handbook)}.pdf` },
      { from: diagram, to: `assets/images/diagramm-${hashOf(diagram)}.svg` },
    ]);
  });

  it('rewrites the links to the copies, gives images their size and opens linked files in a new tab', async () => {
    const siteDir = fixture('co-located-assets');
    const html = toHtml(routeOf(await buildFixture('co-located-assets'), 'doc', '/docs/anleitung').content);
    expect(html).toContain(
      `<img src="/assets/images/diagramm-${hashOf(path.join(siteDir, 'docs/diagramm.svg'))}.svg" alt="Ablauf als Diagramm" width="300" height="100">`,
    );
    expect(html).toContain(
      `<a href="/assets/files/handbuch-${hashOf(path.join(siteDir, 'dateien/handbuch.pdf'))}.pdf#seite-2" target="_blank">Handbuch als PDF</a>`,
    );
    expect(html).toContain('<a href="/img/logo.svg">Logo</a>');
    // A route link without a file extension, resolved against the page's path as the browser would.
    expect(html).toContain('<a href="/docs/weiter">nächste Seite</a>');
  });

  it('gives a copy a new name when its file changes, also on a rebuild with the cache', async () => {
    const siteDir = mkdtempSync(path.join(tmpdir(), 'kran-assets-'));
    cpSync(fixture('co-located-assets'), siteDir, { recursive: true });
    const cache = new ContentCache();
    const before = await buildManifest({ siteDir, config: fixtureConfig, cache });
    writeFileSync(
      path.join(siteDir, 'docs/diagramm.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"></svg>\n',
    );
    await new Promise((resolve) => setTimeout(resolve, 60));
    const after = await buildManifest({ siteDir, config: fixtureConfig, cache });
    const newName = `assets/images/diagramm-${hashOf(path.join(siteDir, 'docs/diagramm.svg'))}.svg`;
    expect(before.assets.map((asset) => asset.to)).not.toContain(newName);
    expect(after.assets.map((asset) => asset.to)).toContain(newName);
    expect(JSON.stringify(routeOf(after, 'doc', '/docs/weiter').content)).toContain(newName);
  });

  it('reports images and file links that point at nothing, each at its place; a link without a file extension is a route', async () => {
    expect(described(await contentErrorsOf(badInput('missing-local-files')))).toEqual([
      {
        message: 'The image "./bilder/fehlt.png" points at blog/bilder/fehlt.png, which does not exist.',
        location: { file: 'blog/2020-10-01-fehlende-dateien.md', line: 5, column: 22 },
        hint: 'Check the file name and folder; the path is relative to this markdown file.',
      },
      {
        message: 'The link "../dateien/fehlt.pdf" points at dateien/fehlt.pdf, which does not exist.',
        location: { file: 'blog/2020-10-01-fehlende-dateien.md', line: 7, column: 5 },
        hint: 'Check the file name and folder; the path is relative to this markdown file.',
      },
      {
        message: 'The link "../static/img/fehlt.svg" points at static/img/fehlt.svg, which does not exist.',
        location: { file: 'blog/2020-10-01-fehlende-dateien.md', line: 7, column: 82 },
        hint: 'Check the file name and folder; the path is relative to this markdown file.',
      },
    ]);
  });

  it('only warns about a missing linked file when the site sets onBrokenLinks: warn, but never about a missing image', async () => {
    const errors = await contentErrorsOf(badInput('missing-local-files'), { ...fixtureConfig, onBrokenLinks: 'warn' });
    expect(errors.map((error) => error.message)).toEqual([
      'The image "./bilder/fehlt.png" points at blog/bilder/fehlt.png, which does not exist.',
    ]);
  });
});
