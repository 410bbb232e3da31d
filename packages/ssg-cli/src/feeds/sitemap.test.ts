import path from 'node:path';
import { buildManifest } from '@kran/content-core';
import { describe, expect, it } from 'vitest';
import { createSitemap } from './sitemap.js';

const siteDir = path.resolve(import.meta.dirname, '../../test/fixtures/sitemap-dates');

async function lastmodByUrl(): Promise<Record<string, string | undefined>> {
  const manifest = await buildManifest({
    siteDir,
    config: {
      title: 'Beispiel',
      url: 'https://example.org',
      blogs: [{ id: 'default', path: 'blog', routeBasePath: 'blog' }],
      docs: [{ id: 'default', path: 'docs', routeBasePath: 'docs' }],
      pages: { path: 'pages' },
    },
  });
  const sitemap = createSitemap(manifest).find((file) => file.path === 'sitemap.xml')!.contents;
  return Object.fromEntries(
    [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((match) => [
      match[1]!.replace('https://example.org', ''),
      match[2],
    ]),
  );
}

describe('createSitemap', () => {
  it('dates posts by their date, docs and pages by their last_update, lists by the newest post they show', async () => {
    expect(await lastmodByUrl()).toEqual({
      '/': '2024-03-04',
      '/blog': '2024-05-01',
      '/blog/2024/01/10/mit-schlagwort': '2024-01-10',
      '/blog/2024/05/01/ohne-schlagwort': '2024-05-01',
      '/blog/archive': '2024-05-01',
      '/blog/tags': '2024-01-10',
      '/blog/tags/podman': '2024-01-10',
      '/docs/anleitung': '2024-02-02',
      '/docs/ohne-datum': undefined,
    });
  });
});
