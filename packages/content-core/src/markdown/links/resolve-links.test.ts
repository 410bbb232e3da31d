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
import type { RouteManifest } from '../../types.js';

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

describe('links to markdown files', () => {
  const doc = (title: string, body = 'Text') => `---\ntitle: ${title}\n---\n\n${body}\n`;
  const htmlOf = (manifest: RouteManifest, kind: 'doc' | 'blogPost' | 'page', routePath: string) =>
    toHtml(routeOf(manifest, kind, routePath).content);

  it('are looked for beside the file, then in the docs folder, then in the site folder, as in Docusaurus', async () => {
    const site = temporarySite({
      'docs/andere.md': doc('Andere'),
      'docs/weg/seite.md': doc('Seite', '[Wurzel](andere.md) [Nachbar](nachbar.md) [Absolut](/weg/nachbar.md#teil)'),
      'docs/weg/nachbar.md': doc('Nachbar'),
      'docs/nachbar.md': doc('Nachbar an der Wurzel'),
      'blog/2024-01-02-beitrag.md': doc('Beitrag', '[Doku](docs/andere.md) [Mit Alias](@site/docs/weg/seite.md)'),
    });
    try {
      const manifest = await buildManifest({ siteDir: site.siteDir, config: fixtureConfig });
      expect(htmlOf(manifest, 'doc', '/docs/weg/seite')).toBe(
        '<p><a href="/docs/andere">Wurzel</a> <a href="/docs/weg/nachbar">Nachbar</a> ' +
          '<a href="/docs/weg/nachbar#teil">Absolut</a></p>',
      );
      // Not in the blog folder: found in the site folder.
      expect(htmlOf(manifest, 'blogPost', '/blogs/2024/01/02/beitrag')).toBe(
        '<p><a href="/docs/andere">Doku</a> <a href="/docs/weg/seite">Mit Alias</a></p>',
      );
      expect(manifest.warnings).toEqual([]);
    } finally {
      site.remove();
    }
  });

  it("resolve in a versioned doc against its own version's folder", async () => {
    const site = temporarySite({
      'versions.json': '["1.0"]\n',
      'docs/start.md': doc('Start (next)'),
      'docs/weg/seite.md': doc('Seite (next)', '[Start](start.md)'),
      'versioned_docs/version-1.0/start.md': doc('Start 1.0'),
      'versioned_docs/version-1.0/weg/seite.md': doc('Seite 1.0', '[Start](start.md) [Absolut](/start.md)'),
    });
    try {
      const manifest = await buildManifest({ siteDir: site.siteDir, config: { ...fixtureConfig, blogs: [] } });
      expect(htmlOf(manifest, 'doc', '/docs/weg/seite')).toBe(
        '<p><a href="/docs/start">Start</a> <a href="/docs/start">Absolut</a></p>',
      );
      expect(htmlOf(manifest, 'doc', '/docs/next/weg/seite')).toBe('<p><a href="/docs/next/start">Start</a></p>');
    } finally {
      site.remove();
    }
  });

  it('resolve in a page against the pages folder', async () => {
    const site = temporarySite({
      'pages/kontakt.md': doc('Kontakt'),
      'pages/ueber/team.md': doc('Team', '[Kontakt](kontakt.md) [Auch](/kontakt.md)'),
    });
    try {
      const config = { ...fixtureConfig, blogs: [], docs: [], pages: { path: 'pages' } };
      const manifest = await buildManifest({ siteDir: site.siteDir, config });
      expect(htmlOf(manifest, 'page', '/ueber/team')).toBe(
        '<p><a href="/kontakt">Kontakt</a> <a href="/kontakt">Auch</a></p>',
      );
    } finally {
      site.remove();
    }
  });

  it('that lead nowhere are reported at their place, with the places tried', async () => {
    const site = temporarySite({
      'docs/weg/seite.md': doc('Seite', 'Siehe [fehlt](fehlt.md#teil) und [auch](./fehlt.md).'),
    });
    try {
      const errors = await contentErrorsOf(site.siteDir, { ...fixtureConfig, onBrokenMarkdownLinks: 'throw' });
      expect(described(errors)).toEqual([
        {
          message: 'The link "fehlt.md#teil" points at no page of this site.',
          location: { file: 'docs/weg/seite.md', line: 5, column: 7 },
          hint:
            'It was looked for, as Docusaurus does, at docs/weg/fehlt.md, docs/fehlt.md and fehlt.md. ' +
            'Check the file name, or link to the route instead, e.g. `/docs/installation`.',
        },
        {
          message: 'The link "./fehlt.md" points at docs/weg/fehlt.md, which is not a page of this site.',
          location: { file: 'docs/weg/seite.md', line: 5, column: 34 },
          hint: 'Check the file name, or link to the route instead, e.g. `/docs/installation`.',
        },
      ]);
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
