import { describe, expect, it } from 'vitest';
import { temporarySitesOfEachTest } from '../../test/bad-input/sites.js';
import { fixtureConfig } from '../../test/fixture-site.js';
import type { SiteConfig } from '../config/config.js';
import { buildManifest } from '../manifest/build-manifest.js';

const site = temporarySitesOfEachTest();

describe("postsPerPage and sidebarCount 'ALL', as Docusaurus's blog takes them", () => {
  it('lists every post on one page, of the blog and of each tag, and every post in the sidebar', async () => {
    const posts = Object.fromEntries(
      Array.from({ length: 12 }, (_, index) => {
        const day = String(index + 1).padStart(2, '0');
        return [`blog/2024-03-${day}-post.md`, `---\ntags: [podman]\n---\n\n# Beitrag ${index + 1}\n\nText.\n`];
      }),
    );
    const config = {
      ...fixtureConfig,
      docs: [],
      blogs: [{ id: 'default', path: 'blog', routeBasePath: 'blog', postsPerPage: 'ALL', sidebarCount: 'ALL' }],
    } as SiteConfig;
    const manifest = await buildManifest({ siteDir: site(posts), config });
    const lists = manifest.routes.filter((route) => route.kind === 'blogList' || route.kind === 'blogTagPosts');
    expect(lists.map((route) => [route.path, 'posts' in route ? route.posts.length : 0])).toEqual([
      ['/blog', 12],
      ['/blog/tags/podman', 12],
    ]);
    const list = lists[0]!;
    expect('sidebar' in list && list.sidebar.items.length).toBe(12);
  });
});
