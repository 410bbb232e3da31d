import { describe, expect, it } from 'vitest';
import { choosePages, sitemapPaths } from './page-choice.mjs';

describe('sitemapPaths', () => {
  it('reads the paths of a one-line sitemap', () => {
    const xml =
      '<?xml version="1.0"?><urlset><url><loc>https://podman.io/</loc></url><url><loc>https://podman.io/blogs/tags/podman</loc></url></urlset>';
    expect(sitemapPaths(xml)).toEqual(['/', '/blogs/tags/podman']);
  });
});

describe('choosePages', () => {
  const shared = [
    '/',
    '/blogs',
    '/docs',
    '/docs/installation',
    '/blogs/tags/podman',
    '/blogs/2022/12/07/new',
    '/blogs/2022/11/11/nvav1.3',
    '/blogs/2019/06/13/new',
  ];

  it('picks the newest post present in both builds and navigates to the one before it', () => {
    const pages = choosePages([[...shared, '/blogs/2023/01/01/only-kran'], shared]);
    expect(pages.map((page) => [page.name, page.path, page.navigateTo])).toEqual([
      ['Blog post', '/blogs/2022/12/07/new', '/blogs/2022/11/11/nvav1.3'],
      ['Blog list', '/blogs', '/blogs/2022/12/07/new'],
      ['Doc page', '/docs/installation', undefined],
      ['Tag page', '/blogs/tags/podman', undefined],
      ['Home page', '/', undefined],
    ]);
  });

  it('falls back to another doc and tag when the preferred ones are missing', () => {
    const pages = choosePages([
      shared
        .filter((entry) => entry !== '/docs/installation' && entry !== '/blogs/tags/podman')
        .concat('/docs/checkpoint', '/blogs/tags/kube'),
    ]);
    expect(pages.find((page) => page.name === 'Doc page')?.path).toBe('/docs/checkpoint');
    expect(pages.find((page) => page.name === 'Tag page')?.path).toBe('/blogs/tags/kube');
  });

  it('names the pages that only one build has', () => {
    expect(() => choosePages([shared, shared.filter((entry) => entry !== '/')])).toThrow(/not in both builds.*\//);
  });
});
