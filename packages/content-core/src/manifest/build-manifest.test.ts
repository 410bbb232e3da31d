import { appendFileSync, cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildManifest } from './build-manifest.js';
import { ContentCache } from '../cache/cache.js';
import type { SiteConfig } from '../config/config.js';
import { ContentErrors } from '../errors/errors.js';
import type { Route } from '../types.js';

const fixture = (name: string) => path.join(import.meta.dirname, '..', '..', 'test', 'fixtures', name);
const blogConfig: SiteConfig = {
  title: 'Test',
  url: 'https://example.org',
  blogs: [{ id: 'default', path: 'blog', routeBasePath: 'blogs' }],
  pages: false,
};
const byPath = (routes: Route[], routePath: string) => routes.find((route) => route.path === routePath);

describe('buildManifest with a blog', () => {
  it('paginates the list by ten posts, newest first, posts of one day in file order', async () => {
    const { routes } = await buildManifest({ siteDir: fixture('blog-pagination'), config: blogConfig });
    const first = byPath(routes, '/blogs');
    const second = byPath(routes, '/blogs/page/2');
    expect(first?.kind === 'blogList' && first.posts.map((post) => post.title)).toEqual([
      'Beitrag 12',
      'Beitrag 11',
      'Beitrag 10',
      'Beitrag 9',
      'Beitrag 8',
      'Beitrag 7',
      'Beitrag 6',
      'Gleicher Tag',
      'Beitrag 5',
      'Beitrag 4',
    ]);
    expect(second?.kind === 'blogList' && second.posts).toHaveLength(3);
    expect(byPath(routes, '/blogs/page/3')).toBeUndefined();
  });

  it('builds permalinks from the date and slug of the file name', async () => {
    const { routes } = await buildManifest({ siteDir: fixture('blog-pagination'), config: blogConfig });
    expect(byPath(routes, '/blogs/2020/01/12/post-12')?.kind).toBe('blogPost');
  });

  it('makes tag permalinks in kebab-case and merges tags that differ only in case', async () => {
    const { routes } = await buildManifest({ siteDir: fixture('blog-pagination'), config: blogConfig });
    const tags = byPath(routes, '/blogs/tags');
    expect(tags?.kind === 'blogTags' && tags.tags.map((tag) => `${tag.permalink}:${tag.count}`)).toEqual([
      '/blogs/tags/open-source:4',
      '/blogs/tags/podman:8',
      '/blogs/tags/rest:8',
      '/blogs/tags/v-2:4',
    ]);
  });

  it('splits a post at the truncate marker for the list and keeps the whole post on its page', async () => {
    const { routes } = await buildManifest({ siteDir: fixture('blog-pagination'), config: blogConfig });
    const list = byPath(routes, '/blogs/page/2');
    const summary = list?.kind === 'blogList' ? list.posts.find((post) => post.title === 'Beitrag 1') : undefined;
    expect(summary?.isTruncated).toBe(true);
    expect(JSON.stringify(summary?.content)).not.toContain('Der Rest.');
    expect(JSON.stringify(byPath(routes, '/blogs/2020/01/01/post-1'))).toContain('Der Rest.');
  });

  it('reports every front matter problem with its file, line and column', async () => {
    const error = await buildManifest({ siteDir: fixture('broken-front-matter'), config: blogConfig }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ContentErrors);
    const problems = (error as ContentErrors).errors.map((problem) => ({
      ...problem.location,
      message: problem.message,
    }));
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'blog/2020-09-22-security.md',
        line: 3,
        message: expect.stringContaining('not valid YAML'),
      }),
      expect.objectContaining({
        file: 'blog/2020-09-23-date.md',
        line: 3,
        column: 7,
        message: expect.stringContaining('not a date'),
      }),
      expect.objectContaining({
        file: 'blog/2020-09-24-slug.md',
        line: 3,
        column: 7,
        message: expect.stringContaining('outside the site'),
      }),
    ]);
  });

  it('is deterministic', async () => {
    const first = await buildManifest({ siteDir: fixture('blog-pagination'), config: blogConfig });
    const second = await buildManifest({ siteDir: fixture('blog-pagination'), config: blogConfig });
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });

  it('reuses the parse of unchanged files on a rebuild', async () => {
    const cache = new ContentCache();
    await buildManifest({ siteDir: fixture('blog-pagination'), config: blogConfig, cache });
    cache.resetCounters();
    await buildManifest({ siteDir: fixture('blog-pagination'), config: blogConfig, cache });
    expect(cache.misses).toBe(0);
    expect(cache.hits).toBeGreaterThan(13);
  });

  it('after an edit makes anew exactly the edited post and the list pages that show it', async () => {
    const siteDir = mkdtempSync(path.join(tmpdir(), 'kran-edit-'));
    cpSync(fixture('blog-pagination'), siteDir, { recursive: true });
    const cache = new ContentCache();
    const before = await buildManifest({ siteDir, config: blogConfig, cache });
    appendFileSync(path.join(siteDir, 'blog/2020-01-02-post-2.md'), '\nEin Absatz nach der Änderung.\n');
    const after = await buildManifest({ siteDir, config: blogConfig, cache });
    // A route that was not made anew is the very object of the first build.
    const remade = after.routes.filter((route) => !before.routes.includes(route)).map((route) => route.path);
    expect(remade).toEqual(['/blogs/2020/01/02/post-2', '/blogs/page/2', '/blogs/tags/podman', '/blogs/tags/rest']);
    expect(JSON.stringify(byPath(after.routes, '/blogs/page/2'))).toContain('Ein Absatz nach der Änderung.');
    expect(after.routes).toHaveLength(before.routes.length);
  });
});

describe('buildManifest with docs', () => {
  const docsConfig: SiteConfig = {
    title: 'Test',
    url: 'https://example.org',
    pages: false,
    docs: [
      {
        id: 'default',
        path: 'docs',
        routeBasePath: 'docs',
        sidebars: { main: ['start', { type: 'doc', id: 'install' }] },
      },
    ],
  };

  it('routes index.md to the docs root and links docs in sidebar order', async () => {
    const { routes, warnings } = await buildManifest({ siteDir: fixture('docs-sidebar'), config: docsConfig });
    const start = byPath(routes, '/docs');
    expect(start?.kind === 'doc' && start.next).toEqual({ title: 'Installation', permalink: '/docs/install' });
    expect(start?.kind === 'doc' && start.toc.map((item) => item.id)).toEqual(['eigene-id', 'tiefer']);
    expect(JSON.stringify(start)).toContain('"href":"/docs/install#linux"');
    expect(warnings).toEqual([
      expect.objectContaining({ location: expect.objectContaining({ file: 'docs/index.md', line: 12, column: 44 }) }),
    ]);
    const install = byPath(routes, '/docs/install');
    expect(install?.kind === 'doc' && install.heading).toBe('Podman installieren');
  });

  it('lists the existing doc ids when a sidebar names a missing one', async () => {
    const config = { ...docsConfig, docs: [{ ...docsConfig.docs![0]!, sidebars: { main: ['fehlt'] } }] };
    const error = (await buildManifest({ siteDir: fixture('docs-sidebar'), config }).catch(
      (caught: unknown) => caught,
    )) as ContentErrors;
    expect(error.errors[0]?.hint).toBe('Available doc ids: install, start.');
  });
});
