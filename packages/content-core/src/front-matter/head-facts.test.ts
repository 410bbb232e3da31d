import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentErrorsOf, described, temporarySitesOfEachTest } from '../../test/bad-input/sites.js';
import { fixtureConfig, routeOf } from '../../test/fixture-site.js';
import { buildManifest } from '../manifest/build-manifest.js';

describe('image and keywords', () => {
  const siteOf = temporarySitesOfEachTest();

  it("carry a doc's, a post's and a page's social card and keywords into their routes, and the site's card", async () => {
    const siteDir = siteOf({
      'docs/start.md': '---\nimage: /img/start.png\nkeywords: [podman, rootless]\n---\n\n# Start\n',
      'blog/2024-01-02-neu.md': '---\ntitle: Neu\nimage: https://bilder.example.org/neu.png\n---\n\nText.\n',
      'pages/ueber.md': '---\nkeywords: [über]\n---\n\n# Über uns\n',
      'docs/ohne.md': '---\nkeywords: []\n---\n\n# Ohne\n',
    });
    const manifest = await buildManifest({
      siteDir,
      config: { ...fixtureConfig, pages: { path: 'pages' }, image: 'img/karte.png' },
    });
    expect(manifest.site.image).toBe('img/karte.png');
    expect(routeOf(manifest, 'doc', '/docs/start')).toMatchObject({
      image: '/img/start.png',
      keywords: ['podman', 'rootless'],
    });
    expect(routeOf(manifest, 'blogPost', '/blogs/2024/01/02/neu').image).toBe('https://bilder.example.org/neu.png');
    expect(routeOf(manifest, 'page', '/ueber').keywords).toEqual(['über']);
    const without = routeOf(manifest, 'doc', '/docs/ohne');
    expect(without).not.toHaveProperty('image');
    expect(without).not.toHaveProperty('keywords');
  });

  it('copies an image beside the page (`./cover.png`) into the build, as Docusaurus bundles it, and names its copy', async () => {
    const siteDir = siteOf({
      'docs/start.md': '---\nimage: ./karte.png\n---\n\n# Start\n',
      'docs/karte.png': 'doc card',
      'blog/2024-01-02-neu/index.md': '---\ntitle: Neu\nimage: ./titel.png\n---\n\nText.\n',
      'blog/2024-01-02-neu/titel.png': 'post card',
      'pages/ueber.md': '---\nimage: ./ueber.png\n---\n\n# Über uns\n',
      'pages/ueber.png': 'page card',
    });
    const manifest = await buildManifest({ siteDir, config: { ...fixtureConfig, pages: { path: 'pages' } } });
    const copyOf = (file: string) => {
      const found = manifest.assets.find((asset) => asset.from === path.join(siteDir, file));
      expect(found, file).toBeDefined();
      return `/${found!.to}`;
    };
    expect(copyOf('docs/karte.png')).toMatch(/^\/assets\/images\/karte-[0-9a-f]{10}\.png$/);
    expect(routeOf(manifest, 'doc', '/docs/start').image).toBe(copyOf('docs/karte.png'));
    expect(routeOf(manifest, 'blogPost', '/blogs/2024/01/02/neu').image).toBe(copyOf('blog/2024-01-02-neu/titel.png'));
    expect(routeOf(manifest, 'page', '/ueber').image).toBe(copyOf('pages/ueber.png'));
  });

  it('reports an image beside the page that does not exist at its field', async () => {
    const siteDir = siteOf({ 'docs/start.md': '---\ntitle: Start\nimage: ./fehlt.png\n---\n\nText.\n' });
    expect(described(await contentErrorsOf(siteDir, fixtureConfig))).toEqual([
      {
        message: 'The image "./fehlt.png" points at docs/fehlt.png, which does not exist.',
        location: { file: 'docs/start.md', line: 3, column: 8 },
        hint: 'Check the file name and folder; the path is relative to this markdown file.',
      },
    ]);
  });

  it('reports an image that is not a text and keywords that are not a list, each at its field', async () => {
    const siteDir = siteOf({
      'docs/kaputt.md': '---\nimage: 42\nkeywords: podman\n---\n\n# Kaputt\n',
    });
    expect(described(await contentErrorsOf(siteDir, fixtureConfig))).toEqual([
      {
        message: 'Front matter field "image" must be a URL or a path, found the number 42.',
        location: { file: 'docs/kaputt.md', line: 2, column: 8 },
        hint: 'Write it like `image: /img/podman.png`.',
      },
      {
        message: 'Front matter field "keywords" must be a list of texts, found the text "podman".',
        location: { file: 'docs/kaputt.md', line: 3, column: 11 },
        hint: 'Write it like `keywords: [podman, container]`.',
      },
    ]);
  });
});
