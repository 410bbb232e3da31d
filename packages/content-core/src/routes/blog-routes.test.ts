import { describe, expect, it } from 'vitest';
import { buildFixture, routeOf } from '../../test/fixture-site.js';
import type { ContentTexts } from '../content-texts.js';

const blogWith = (settings: object) => ({
  blogs: [{ id: 'default', path: 'blog', routeBasePath: 'blogs', ...settings }],
});

describe('tag pages', () => {
  it('are paginated like the blog list, each page linking to its neighbours', async () => {
    const manifest = await buildFixture('tag-pagination', blogWith({ postsPerPage: 2 }));
    const pages = manifest.routes.filter(
      (route) => route.kind === 'blogTagPosts' && route.tag.permalink === '/blogs/tags/podman',
    );
    expect(
      pages.map(
        (page) => page.kind === 'blogTagPosts' && [page.path, page.posts.map((post) => post.title), page.pagination],
      ),
    ).toEqual([
      [
        '/blogs/tags/podman',
        ['Beitrag 5', 'Beitrag 4'],
        { page: 1, totalPages: 3, totalCount: 5, olderUrl: '/blogs/tags/podman/page/2' },
      ],
      [
        '/blogs/tags/podman/page/2',
        ['Beitrag 3', 'Beitrag 2'],
        {
          page: 2,
          totalPages: 3,
          totalCount: 5,
          newerUrl: '/blogs/tags/podman',
          olderUrl: '/blogs/tags/podman/page/3',
        },
      ],
      [
        '/blogs/tags/podman/page/3',
        ['Beitrag 1'],
        { page: 3, totalPages: 3, totalCount: 5, newerUrl: '/blogs/tags/podman/page/2' },
      ],
    ]);
    expect(routeOf(manifest, 'blogTagPosts', '/blogs/tags/pods').pagination).toEqual({
      page: 1,
      totalPages: 1,
      totalCount: 2,
    });
    expect(routeOf(manifest, 'blogTags', '/blogs/tags').tags.map((tag) => [tag.label, tag.count])).toEqual([
      ['podman', 5],
      ['pods', 2],
    ]);
  });
});

describe('a post page', () => {
  it('links to the newer post as previous and the older one as next, in the order of the list', async () => {
    const manifest = await buildFixture('blog-pagination');
    const post5 = routeOf(manifest, 'blogPost', '/blogs/2020/01/05/post-5');
    expect([post5.previous, post5.next]).toEqual([
      { title: 'Gleicher Tag', permalink: '/blogs/2020/01/05/a-same-day' },
      { title: 'Beitrag 4', permalink: '/blogs/2020/01/04/post-4' },
    ]);
    expect(routeOf(manifest, 'blogPost', '/blogs/2020/01/12/post-12').previous).toBeUndefined();
    expect(routeOf(manifest, 'blogPost', '/blogs/2020/01/01/post-1').next).toBeUndefined();
  });

  it('and every blog page show the newest posts in the sidebar, as many as configured, under the configured title', async () => {
    const manifest = await buildFixture(
      'blog-pagination',
      blogWith({ sidebarCount: 3, sidebarTitle: 'Neueste Beiträge' }),
    );
    const expected = {
      title: 'Neueste Beiträge',
      items: [
        { title: 'Beitrag 12', permalink: '/blogs/2020/01/12/post-12', date: '2020-01-12' },
        { title: 'Beitrag 11', permalink: '/blogs/2020/01/11/post-11', date: '2020-01-11' },
        { title: 'Beitrag 10', permalink: '/blogs/2020/01/10/post-10', date: '2020-01-10' },
      ],
      groupByYear: true,
    };
    expect(routeOf(manifest, 'blogPost', '/blogs/2020/01/01/post-1').sidebar).toEqual(expected);
    expect(routeOf(manifest, 'blogList', '/blogs/page/2').sidebar).toEqual(expected);
    expect(routeOf(manifest, 'blogTags', '/blogs/tags').sidebar).toEqual(expected);
    // Five posts without a title of its own, as in Docusaurus.
    expect(routeOf(await buildFixture('blog-pagination'), 'blogList', '/blogs').sidebar).toEqual({
      items: expect.any(Array),
      groupByYear: true,
    });
    expect(
      routeOf(await buildFixture('blog-pagination'), 'blogList', '/blogs').sidebar.items.map((item) => item.title),
    ).toEqual(['Beitrag 12', 'Beitrag 11', 'Beitrag 10', 'Beitrag 9', 'Beitrag 8']);
  });
});

describe('the recent-posts sidebar', () => {
  it('is one flat list of links when the blog turns grouping by year off, as Docusaurus 2 shows it', async () => {
    const manifest = await buildFixture('archive-years', blogWith({ sidebarGroupByYear: false, sidebarCount: 2 }));
    // Without grouping, the pages carry no dates they do not show.
    expect(routeOf(manifest, 'blogList', '/blogs').sidebar).toEqual({
      items: [
        { title: 'Sommer 2021', permalink: expect.any(String) },
        { title: 'Neujahr 2021, abends', permalink: expect.any(String) },
      ],
    });
  });
});

describe('the tags page', () => {
  it('is left out for a blog whose posts have no tags, as Docusaurus leaves it out', async () => {
    const manifest = await buildFixture('post-times');
    expect(manifest.routes.filter((route) => route.kind === 'blogTags' || route.kind === 'blogTagPosts')).toEqual([]);
    expect(manifest.routes.some((route) => route.path === '/blogs/tags')).toBe(false);
  });
});

describe('the archive', () => {
  it('groups several posts per year, newest year and newest post first, by time of day within a day', async () => {
    const archive = routeOf(await buildFixture('archive-years'), 'blogArchive', '/blogs/archive');
    expect(archive.years.map((year) => [year.year, year.posts.map((post) => `${post.date} ${post.title}`)])).toEqual([
      ['2021', ['2021-07-01 Sommer 2021', '2021-01-01 Neujahr 2021, abends', '2021-01-01 Neujahr 2021']],
      ['2020', ['2020-11-01 Herbst 2020', '2020-03-01 Frühling 2020']],
    ]);
  });

  it("lists a year's posts oldest first for a site of Docusaurus 3, whose archive page does, newest year first", async () => {
    const archive = routeOf(
      await buildFixture('archive-years', { docusaurusVersion: 3 }),
      'blogArchive',
      '/blogs/archive',
    );
    expect(archive.years.map((year) => [year.year, year.posts.map((post) => `${post.date} ${post.title}`)])).toEqual([
      ['2021', ['2021-01-01 Neujahr 2021', '2021-01-01 Neujahr 2021, abends', '2021-07-01 Sommer 2021']],
      ['2020', ['2020-03-01 Frühling 2020', '2020-11-01 Herbst 2020']],
    ]);
  });
});

describe('the words of the blog pages content-core names', () => {
  const texts: ContentTexts = {
    blogTitle: 'Weblog',
    blogSidebarTitle: 'Neueste Beiträge',
    blogTagsTitle: 'Schlagwörter',
    blogAuthorsTitle: 'Autoren',
    blogArchiveTitle: 'Archiv',
    blogArchiveDescription: 'Alle Beiträge nach Jahren',
    footnotes: 'Fußnoten',
    footnoteBack: 'Zurück zur Referenz {number}',
    docsCurrentVersion: 'Entwurf',
  };

  it('takes the title of a blog without one, its tags page and its archive from the texts given', async () => {
    const manifest = await buildFixture('archive-years', { locale: { code: 'de' } }, { textsFor: () => texts });
    const list = routeOf(manifest, 'blogList', '/blogs');
    const tags = routeOf(manifest, 'blogTags', '/blogs/tags');
    const archive = routeOf(manifest, 'blogArchive', '/blogs/archive');
    expect([list.title, list.description, tags.title, tags.description]).toEqual([
      'Weblog',
      'Weblog',
      'Schlagwörter',
      'Schlagwörter',
    ]);
    expect([archive.title, archive.description]).toEqual(['Archiv', 'Alle Beiträge nach Jahren']);
    expect(manifest.feeds[0]).toMatchObject({ title: 'Weblog', description: 'Weblog' });
  });

  it('names them as Docusaurus does in English when no texts are given, whatever the locale', async () => {
    const manifest = await buildFixture('archive-years', { locale: { code: 'de' } });
    const archive = routeOf(manifest, 'blogArchive', '/blogs/archive');
    expect([archive.title, archive.description]).toEqual(['Archive', 'Archive']);
    expect(routeOf(manifest, 'blogTags', '/blogs/tags').title).toBe('Tags');
    expect(routeOf(manifest, 'blogList', '/blogs').title).toBe('Blog');
  });

  it('keeps a title the config gives over the texts', async () => {
    const manifest = await buildFixture('archive-years', blogWith({ title: 'Neuigkeiten' }), { textsFor: () => texts });
    expect(routeOf(manifest, 'blogList', '/blogs').title).toBe('Neuigkeiten');
  });
});
