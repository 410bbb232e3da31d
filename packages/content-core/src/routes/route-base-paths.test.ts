import { describe, expect, it } from 'vitest';
import { contentErrorsOf, described, siteWithConfig, temporarySite, textAt } from '../../test/bad-input/sites.js';
import { buildManifest } from '../manifest/build-manifest.js';
import { buildFixture, fixture, fixtureConfig, routeOf } from '../../test/fixture-site.js';
import type { SiteConfig } from '../config/config.js';

const blogWith = (settings: object): Partial<SiteConfig> => ({
  blogs: [{ id: 'default', path: 'blog', routeBasePath: 'blogs', postsPerPage: 2, ...settings }],
  docs: [],
});

const pathsOf = (manifest: { routes: { path: string; kind: string }[] }, kinds: string[]) =>
  manifest.routes.filter((route) => kinds.includes(route.kind)).map((route) => route.path);

describe("a blog's base paths", () => {
  it('move the tag pages and the pages of every paginated list, as tagsBasePath and pageBasePath do in Docusaurus', async () => {
    const manifest = await buildFixture('tag-pagination', blogWith({ tagsBasePath: 'themen', pageBasePath: 'seite' }));
    expect(pathsOf(manifest, ['blogList'])).toEqual(['/blogs', '/blogs/seite/2', '/blogs/seite/3']);
    expect(routeOf(manifest, 'blogTags', '/blogs/themen').tags.map((tag) => tag.permalink)).toEqual([
      '/blogs/themen/podman',
      '/blogs/themen/pods',
    ]);
    const podman = routeOf(manifest, 'blogTagPosts', '/blogs/themen/podman');
    expect([podman.allTagsPath, podman.pagination.olderUrl]).toEqual(['/blogs/themen', '/blogs/themen/podman/seite/2']);
    expect(routeOf(manifest, 'blogPost', podman.posts[0]!.permalink).tags[0]!.permalink).toMatch(/^\/blogs\/themen\//);
  });

  it("move the authors pages (authorsBasePath), an author's further pages following pageBasePath", async () => {
    const manifest = await buildFixture('author-pages', blogWith({ authorsBasePath: 'team', pageBasePath: 'seite' }));
    expect(routeOf(manifest, 'blogAuthors', '/blogs/team').authors.map((author) => author.page)).toEqual([
      '/blogs/team/anna',
      // An author's own permalink stays where the authors file puts it.
      '/blogs/team/ben-muster',
      undefined,
    ]);
    expect(pathsOf(manifest, ['blogAuthorPosts'])).toEqual([
      '/blogs/team/anna',
      '/blogs/team/anna/seite/2',
      '/blogs/team/ben-muster',
    ]);
  });

  it('move the archive (archiveBasePath), and null builds none', async () => {
    const moved = await buildFixture('archive-years', blogWith({ archiveBasePath: 'alle-beitraege' }));
    expect(pathsOf(moved, ['blogArchive'])).toEqual(['/blogs/alle-beitraege']);
    const without = await buildFixture('archive-years', blogWith({ archiveBasePath: null }));
    expect(pathsOf(without, ['blogArchive'])).toEqual([]);
  });

  it('give a blog without posts no archive page, as in Docusaurus', async () => {
    const site = temporarySite({ 'blog/authors.yml': '' });
    try {
      const manifest = await buildManifest({ siteDir: site.siteDir, config: { ...fixtureConfig, ...blogWith({}) } });
      expect(pathsOf(manifest, ['blogArchive', 'blogList'])).toEqual(['/blogs']);
    } finally {
      site.remove();
    }
  });

  it('are tags, authors, archive and page by default', async () => {
    const manifest = await buildFixture('author-pages', blogWith({}));
    expect(pathsOf(manifest, ['blogArchive', 'blogAuthors']).sort()).toEqual(['/blogs/archive', '/blogs/authors']);
  });
});

describe("a docs instance's tagsBasePath", () => {
  it("moves the tag pages below each version's path", async () => {
    const manifest = await buildFixture('doc-tags', {
      blogs: [],
      docs: [{ id: 'default', path: 'docs', routeBasePath: 'docs', tagsBasePath: 'schlagworte' }],
    });
    const tags = routeOf(manifest, 'docTags', '/docs/schlagworte');
    expect(tags.tags.every((tag) => tag.permalink.startsWith('/docs/schlagworte/'))).toBe(true);
    expect(routeOf(manifest, 'docTagDocs', '/docs/schlagworte/podman').allTagsPath).toBe('/docs/schlagworte');
    expect(routeOf(manifest, 'doc', '/docs/install').tags?.[0]?.permalink).toBe('/docs/schlagworte/podman');
    expect(manifest.routes.some((route) => route.path.startsWith('/docs/tags'))).toBe(false);
  });
});

describe('base paths that cannot be a URL segment', () => {
  it('are reported at their place in the config, all in one round', async () => {
    const config: SiteConfig = {
      ...fixtureConfig,
      blogs: [
        {
          id: 'default',
          path: 'blog',
          routeBasePath: 'blogs',
          tagsBasePath: '',
          authorsBasePath: '../team',
          archiveBasePath: 5 as never,
          pageBasePath: null as never,
        },
      ],
      docs: [{ id: 'default', path: 'docs', routeBasePath: 'docs', tagsBasePath: '/' }],
    };
    const site = siteWithConfig(fixture('archive-years'), config);
    try {
      const errors = described(await contentErrorsOf(site.siteDir, config));
      expect(errors.map(({ message }) => message)).toEqual([
        'The blog "default" has an unusable tagsBasePath: "" is empty.',
        'The blog "default" has an unusable authorsBasePath: "../team" contains "..", which would place the page outside the site.',
        'The blog "default" has an unusable archiveBasePath: 5 is not a text.',
        'The blog "default" has an unusable pageBasePath: null is not a text.',
        'The docs "default" has an unusable tagsBasePath: "/" is empty.',
      ]);
      expect(errors.map((error) => textAt(site.siteDir, error.location))).toEqual([
        '"",',
        '"../team",',
        '5,',
        'null',
        '"/"',
      ]);
      expect(errors[2]!.hint).toBe(
        "Write a URL segment made of words and dashes, e.g. `archiveBasePath: 'archive'`, or `archiveBasePath: null` for no such page.",
      );
    } finally {
      site.remove();
    }
  });
});
