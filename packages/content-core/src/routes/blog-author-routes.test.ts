import { describe, expect, it } from 'vitest';
import { buildFixture, routeOf } from '../../test/fixture-site.js';

const blog = { blogs: [{ id: 'default', path: 'blog', routeBasePath: 'blogs', postsPerPage: 2 }], docs: [] };

describe('authors pages', () => {
  it('list every author of the authors file in its order with their number of posts', async () => {
    const authors = routeOf(await buildFixture('author-pages', blog), 'blogAuthors', '/blogs/authors');
    expect(authors.authors.map(({ key, name, page, count }) => [key, name, page, count])).toEqual([
      ['anna', 'Anna Beispiel', '/blogs/authors/anna', 4],
      ['ben', 'Ben Muster', '/blogs/authors/ben-muster', 1],
      ['carla', 'Carla Ohneseite', undefined, 1],
    ]);
    expect(authors.title).toBe('Authors');
  });

  it('give each author with `page` their posts, paginated with further pages under page/<n> as Docusaurus 3.10 names them', async () => {
    const manifest = await buildFixture('author-pages', blog);
    const pages = manifest.routes.flatMap((route) =>
      route.kind === 'blogAuthorPosts' ? [[route.path, route.posts.map((post) => post.title), route.pagination]] : [],
    );
    expect(pages).toEqual([
      [
        '/blogs/authors/anna',
        ['Gemeinsamer Beitrag', 'Annas Beitrag 3'],
        { page: 1, totalPages: 2, totalCount: 4, olderUrl: '/blogs/authors/anna/page/2' },
      ],
      [
        '/blogs/authors/anna/page/2',
        ['Annas Beitrag 2', 'Annas Beitrag 1'],
        { page: 2, totalPages: 2, totalCount: 4, newerUrl: '/blogs/authors/anna' },
      ],
      ['/blogs/authors/ben-muster', ['Gemeinsamer Beitrag'], { page: 1, totalPages: 1, totalCount: 1 }],
    ]);
    expect(routeOf(manifest, 'blogAuthorPosts', '/blogs/authors/anna')).toMatchObject({
      allAuthorsPath: '/blogs/authors',
      description: 'Schreibt über Container.',
      author: { key: 'anna', description: 'Schreibt über Container.', count: 4 },
    });
  });

  it('link an author with a page from the posts, with their socials as Docusaurus normalises them', async () => {
    const manifest = await buildFixture('author-pages', blog);
    expect(routeOf(manifest, 'blogPost', '/blogs/2024/04/01/gemeinsam').authors).toEqual([
      { name: 'Ben Muster', page: '/blogs/authors/ben-muster' },
      {
        name: 'Anna Beispiel',
        title: 'Redakteurin',
        page: '/blogs/authors/anna',
        socials: {
          github: 'https://github.com/anna-beispiel',
          x: 'https://x.com/annabeispiel',
          stackoverflow: 'https://stackoverflow.com/users/82609',
        },
      },
    ]);
    expect(routeOf(manifest, 'blogPost', '/blogs/2024/06/01/gast').authors).toEqual([
      { name: 'Gast Autorin', socials: { bluesky: 'https://bsky.app/profile/gast.bsky.social' } },
    ]);
  });

  it('are not made when no author has a page, so a Docusaurus 2 blog keeps its routes', async () => {
    const manifest = await buildFixture('authors-and-pages');
    expect(manifest.routes.filter((route) => route.kind === 'blogAuthors' || route.kind === 'blogAuthorPosts')).toEqual(
      [],
    );
  });

  it('list the authors of a Docusaurus 3 site even when none has a page, as Docusaurus 3 does', async () => {
    const manifest = await buildFixture('authors-and-pages', { docusaurusVersion: 3 });
    const authorRoutes = manifest.routes.filter(
      (route) => route.kind === 'blogAuthors' || route.kind === 'blogAuthorPosts',
    );
    expect(authorRoutes.map((route) => route.path)).toEqual(['/blogs/authors']);
    const list = routeOf(manifest, 'blogAuthors', '/blogs/authors');
    expect(list.authors.map(({ key, name, count, page }) => [key, name, count, page])).toEqual([
      ['tsweeney', 'Tom Sweeney', 1, undefined],
    ]);
  });
});
