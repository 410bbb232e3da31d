import { describe, expect, it } from 'vitest';
import { buildFixture, routeOf } from '../../test/fixture-site.js';
import type { SiteConfig } from '../config/config.js';
import type { DocRoute, DocSidebarCategory } from '../types.js';

describe('more than one docs instance', () => {
  const config: Partial<SiteConfig> = {
    blogs: [],
    docs: [
      { id: 'default', path: 'docs', routeBasePath: 'docs', sidebars: { docs: ['start', 'befehle'] } },
      { id: 'community', path: 'community', routeBasePath: 'community', sidebars: { community: ['start', 'treffen'] } },
    ],
  };

  it('builds each instance under its own base path with its own ids, sidebars and previous/next', async () => {
    const manifest = await buildFixture('two-docs-instances', config);
    expect(
      manifest.routes.map(
        (route) =>
          route.kind === 'doc' &&
          `${route.docsId} ${route.docId} ${route.path} ${route.sidebar?.id} ${route.next?.permalink}`,
      ),
    ).toEqual([
      'community start /community/start community /community/treffen',
      'community treffen /community/treffen community undefined',
      'default befehle /docs/befehle docs undefined',
      'default start /docs/start docs /docs/befehle',
    ]);
    expect(manifest.site.docPaths).toEqual({
      default: { befehle: '/docs/befehle', start: '/docs/start' },
      community: { start: '/community/start', treffen: '/community/treffen' },
    });
  });

  it('resolves links from one instance to a doc of the other', async () => {
    const community = routeOf(await buildFixture('two-docs-instances', config), 'doc', '/community/start');
    expect(JSON.stringify(community.content)).toContain('"href":"/docs/start"');
  });
});

describe('table of contents levels', () => {
  const headingsOf = (toc: { text: string }[]) => toc.map((item) => item.text);

  it('come from the site config', async () => {
    const manifest = await buildFixture('toc-levels', {
      blogs: [],
      tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 },
    });
    expect(headingsOf(routeOf(manifest, 'doc', '/docs/aus-der-konfiguration').toc)).toEqual(['Zwei', 'Drei', 'Vier']);
    expect(
      headingsOf(routeOf(await buildFixture('toc-levels', { blogs: [] }), 'doc', '/docs/aus-der-konfiguration').toc),
    ).toEqual(['Zwei', 'Drei']);
  });

  it('are overridden by toc_min_heading_level and toc_max_heading_level', async () => {
    const manifest = await buildFixture('toc-levels', {
      blogs: [],
      tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 },
    });
    expect(headingsOf(routeOf(manifest, 'doc', '/docs/aus-dem-front-matter').toc)).toEqual(['Drei', 'Vier', 'Fünf']);
  });
});

describe("Docusaurus's docs options for the sidebar and breadcrumbs", () => {
  const docsWith = (options: object): Partial<SiteConfig> => ({
    blogs: [],
    docs: [{ id: 'default', path: 'docs', routeBasePath: 'docs', sidebarPath: './sidebars.json', ...options }],
  });
  const guideCategory = (route: DocRoute) =>
    route.sidebar!.items.find((item) => item.type === 'category' && item.label === 'Guide') as DocSidebarCategory;

  it('start categories collapsed, and expanded with sidebarCollapsed: false', async () => {
    const collapsed = routeOf(await buildFixture('versioned-docs', docsWith({})), 'doc', '/docs/next/neu');
    expect(guideCategory(collapsed).collapsed).toBe(true);
    const expanded = routeOf(
      await buildFixture('versioned-docs', docsWith({ sidebarCollapsed: false })),
      'doc',
      '/docs/next/neu',
    );
    expect(guideCategory(expanded).collapsed).toBe(false);
  });

  it('hide the breadcrumbs of every doc with breadcrumbs: false', async () => {
    const shown = routeOf(await buildFixture('versioned-docs', docsWith({})), 'doc', '/docs/next/neu');
    expect(shown.hidesBreadcrumbs).toBeUndefined();
    const hidden = routeOf(
      await buildFixture('versioned-docs', docsWith({ breadcrumbs: false })),
      'doc',
      '/docs/next/neu',
    );
    expect(hidden.hidesBreadcrumbs).toBe(true);
  });
});
