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

describe("Docusaurus's onInlineAuthors", () => {
  const blogWith = (onInlineAuthors?: 'warn' | 'throw') => ({
    blogs: [{ id: 'default', path: 'blog', routeBasePath: 'blogs', ...(onInlineAuthors ? { onInlineAuthors } : {}) }],
  });

  it('reports nothing by default, as Docusaurus 2', async () => {
    expect((await buildFixture('inline-authors', blogWith())).warnings).toEqual([]);
  });

  it("warns with 'warn' at each author written out in the front matter, but not at keys of authors.yml", async () => {
    const { warnings } = await buildFixture('inline-authors', blogWith('warn'));
    expect(warnings.map(({ message, location }) => [message, location.file, location.line])).toEqual([
      [
        'The author "Anna Beispiel" is written out here instead of named by a key of blog/authors.yml.',
        'blog/2022-04-01-zwei-autoren.md',
        4,
      ],
      [
        'The author "Valentin Rothberg" is written out here instead of named by a key of blog/authors.yml.',
        'blog/2022-04-02-alte-felder.md',
        3,
      ],
    ]);
  });

  it("stops the build with 'throw'", async () => {
    await expect(buildFixture('inline-authors', blogWith('throw'))).rejects.toThrow();
  });
});
