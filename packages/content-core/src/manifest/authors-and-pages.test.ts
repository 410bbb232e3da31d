import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildManifest } from './build-manifest.js';
import type { SiteConfig } from '../config/config.js';
import { ContentErrors } from '../errors/errors.js';

const fixture = (name: string) => path.join(import.meta.dirname, '..', '..', 'test', 'fixtures', name);
const config: SiteConfig = {
  title: 'Test',
  url: 'https://example.org',
  blogs: [{ id: 'default', path: 'blog', routeBasePath: 'blogs' }],
  docs: [{ id: 'default', path: 'docs', routeBasePath: '/' }],
};

describe('authors, reading time, pages and duplicate routes', () => {
  it('names an unknown author key and lists the known ones', async () => {
    const error = (await buildManifest({ siteDir: fixture('unknown-author'), config }).catch(
      (caught: unknown) => caught,
    )) as ContentErrors;
    expect(error).toBeInstanceOf(ContentErrors);
    expect(error.errors).toEqual([
      expect.objectContaining({
        message: 'Author "niemand" is not in blog/authors.yml.',
        location: { file: 'blog/2021-05-05-unbekannt.md', line: 3, column: 11 },
        hint: 'Use one of: tsweeney; or add the author to blog/authors.yml.',
      }),
    ]);
  });

  it('reads author keys from authors.yml and the legacy author fields', async () => {
    const { routes } = await buildManifest({ siteDir: fixture('authors-and-pages'), config });
    const authorsOf = (routePath: string) =>
      routes.find((route) => route.path === routePath && route.kind === 'blogPost') as
        { authors: unknown[] } | undefined;
    expect(authorsOf('/blogs/2021/05/04/mit-autor')?.authors).toEqual([
      { name: 'Tom Sweeney', url: 'https://github.com/TomSweeneyRedhat' },
    ]);
    expect(authorsOf('/blogs/2019/01/01/alt')?.authors).toEqual([
      { name: 'Adrian Reber', url: 'https://github.com/adrianreber' },
    ]);
  });

  it('rounds the reading time up to whole minutes at 200 words per minute', async () => {
    const { routes } = await buildManifest({ siteDir: fixture('authors-and-pages'), config });
    const post = routes.find((route) => route.path === '/blogs/2021/05/04/mit-autor');
    expect(post?.kind === 'blogPost' && post.readingTime).toBe(3);
    const short = routes.find((route) => route.path === '/blogs/2019/01/01/alt');
    expect(short?.kind === 'blogPost' && short.readingTime).toBe(1);
  });

  it('fills ::latest-posts with links to the newest posts', async () => {
    const { routes } = await buildManifest({ siteDir: fixture('authors-and-pages'), config });
    const home = routes.find((route) => route.path === '/' && route.kind === 'page');
    const json = JSON.stringify(home);
    expect(json).toContain('"href":"/blogs/2021/05/04/mit-autor"');
    expect(json).toContain('"href":"/blogs/2019/01/01/alt"');
    expect(json).toContain('"dateTime":"2021-05-04"');
  });

  it('warns about two files claiming one route, naming both, and builds the first', async () => {
    const { routes, warnings } = await buildManifest({ siteDir: fixture('authors-and-pages'), config });
    const claimed = routes.filter((route) => route.path === '/blogs/2019/01/01/alt');
    expect(claimed.map((route) => route.kind)).toEqual(['blogPost']);
    expect(warnings.map((warning) => warning.message)).toEqual([
      'The route /blogs/2019/01/01/alt is claimed by blog/2019-01-01-alt.md and by docs/doppelt.md; only the first is built.',
    ]);
  });

  it('groups the archive by year, newest first', async () => {
    const { routes } = await buildManifest({ siteDir: fixture('authors-and-pages'), config });
    const archive = routes.find((route) => route.kind === 'blogArchive');
    expect(archive?.kind === 'blogArchive' && archive.years.map((year) => [year.year, year.posts.length])).toEqual([
      ['2021', 1],
      ['2019', 1],
    ]);
  });
});
