import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { buildFixture, routeOf } from '../../../test/fixture-site.js';

describe('the truncate marker', () => {
  it('also works inside a paragraph: the list shows what stands before it', async () => {
    const manifest = await buildFixture('inline-truncate');
    const summary = routeOf(manifest, 'blogList', '/blogs').posts.find((post) => post.title === 'Mitten im Satz');
    expect(summary?.isTruncated).toBe(true);
    expect(toHtml(summary!.content)).toBe('<p>Der Anfang steht in der Liste. </p>');
    const post = routeOf(manifest, 'blogPost', '/blogs/2022/02/01/mitten-im-satz');
    expect(toHtml(post.content)).toBe(
      '<p>Der Anfang steht in der Liste.  Der Rest nur im Beitrag.</p>\n<p>Noch ein Absatz nur im Beitrag.</p>',
    );
  });

  it('as a block of its own ends the summary before the next block', async () => {
    const summary = routeOf(await buildFixture('inline-truncate'), 'blogList', '/blogs').posts.find(
      (post) => post.title === 'Als Block',
    );
    expect(toHtml(summary!.content)).toBe('<p>Vorschau.</p>');
  });

  it('keeps the part before it in a post with raw HTML', async () => {
    const summary = routeOf(await buildFixture('inline-truncate'), 'blogList', '/blogs').posts.find(
      (post) => post.title === 'Mit HTML',
    );
    expect(toHtml(summary!.content)).toBe('<p>Vorschau mit <kbd>Strg</kbd>+<kbd>C</kbd>.</p>');
  });
});
