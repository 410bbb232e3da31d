import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { buildFixture, routeOf } from '../../../test/fixture-site.js';

describe('the links of each markdown file', () => {
  it('are listed with the line and column where the markdown or its raw HTML writes them', async () => {
    const manifest = await buildFixture('link-positions');
    expect(manifest.sourceLinks).toEqual([
      {
        file: 'blog/2024-05-06-mit-links.md',
        links: [
          { href: '/docs/anleitung#linux', line: 6, column: 11 },
          { href: '/docs/handbuch', line: 7, column: 5 },
          { href: '/release/v1.9.0', line: 9, column: 8 },
          { href: '/img/logo.svg', line: 13, column: 1 },
        ],
      },
      { file: 'docs/anleitung.md', links: [{ href: '/blogs', line: 7, column: 12 }] },
    ]);
  });

  it('stay out of the pages: the content carries no positions', async () => {
    const manifest = await buildFixture('link-positions');
    const post = routeOf(manifest, 'blogPost', '/blogs/2024/05/06/mit-links');
    expect(JSON.stringify(post)).not.toContain('"position"');
  });

  it('keep positions through raw HTML, so the list shows the part of such a post before the truncate marker', async () => {
    const manifest = await buildFixture('link-positions');
    const summary = routeOf(manifest, 'blogList', '/blogs').posts[0]!;
    expect(toHtml(summary.content)).toContain('<a href="/release/v1.9.0">Release</a>');
    expect(toHtml(summary.content)).not.toContain('Logo');
  });
});
