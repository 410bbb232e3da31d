import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildManifest } from '../../manifest/build-manifest.js';

function siteWithImages(): string {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'kran-images-'));
  mkdirSync(path.join(siteDir, 'static/img'), { recursive: true });
  mkdirSync(path.join(siteDir, 'blog'));
  writeFileSync(
    path.join(siteDir, 'static/img/logo.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"></svg>',
  );
  writeFileSync(
    path.join(siteDir, 'blog/2024-01-02-bilder.md'),
    '---\ntitle: Bilder\n---\n\n![Logo](../static/img/logo.svg) ![Absolut](/img/logo.svg) ![Fehlt](/img/fehlt.png) ![Fremd](https://example.org/a.png)\n',
  );
  return siteDir;
}

describe('image dimensions', () => {
  it('gives static images their width and height and leaves the others alone', async () => {
    const { routes } = await buildManifest({
      siteDir: siteWithImages(),
      config: {
        title: 'T',
        url: 'https://example.org',
        blogs: [{ id: 'default', path: 'blog', routeBasePath: 'blog' }],
        pages: false,
      },
    });
    const post = routes.find((route) => route.kind === 'blogPost');
    const images =
      JSON.stringify(post?.kind === 'blogPost' && post.content).match(/"tagName":"img","properties":\{[^}]*\}/g) ?? [];
    expect(images).toHaveLength(4);
    expect(images[0]).toContain('"src":"/img/logo.svg"');
    expect(images[0]).toContain('"width":120,"height":40');
    expect(images[1]).toContain('"width":120,"height":40');
    expect(images[2]).not.toContain('width');
    expect(images[3]).not.toContain('width');
  });
});
