import { describe, expect, it } from 'vitest';
import { buildFixture, routeOf } from '../../test/fixture-site.js';

describe('authors written in the post', () => {
  it('reads inline author objects, and keys of authors.yml with fields that override the file', async () => {
    const post = routeOf(await buildFixture('inline-authors'), 'blogPost', '/blogs/2022/04/01/zwei-autoren');
    expect(post.authors).toEqual([
      {
        name: 'Anna Beispiel',
        title: 'Gastautorin',
        url: 'https://example.org/anna',
        imageUrl: 'https://example.org/anna.png',
      },
      {
        name: 'Tom Sweeney',
        title: 'Release-Manager',
        url: 'https://github.com/TomSweeneyRedhat',
        imageUrl: 'https://github.com/TomSweeneyRedhat.png',
      },
    ]);
  });

  it('reads the single author of author, author_title, author_url and author_image_url', async () => {
    const post = routeOf(await buildFixture('inline-authors'), 'blogPost', '/blogs/2022/04/02/alte-felder');
    expect(post.authors).toEqual([
      {
        name: 'Valentin Rothberg',
        title: 'Podman-Maintainer',
        url: 'https://github.com/vrothberg',
        imageUrl: 'https://github.com/vrothberg.png',
      },
    ]);
  });
});
