import { describe, expect, it } from 'vitest';
import { contentErrorsOf, described, temporarySitesOfEachTest } from '../../test/bad-input/sites.js';
import { fixtureConfig, routeOf } from '../../test/fixture-site.js';
import type { SiteConfig } from '../config/config.js';
import { buildManifest } from '../manifest/build-manifest.js';

const site = temporarySitesOfEachTest();

const config = {
  ...fixtureConfig,
  blogs: [],
  docs: [
    {
      id: 'default',
      path: 'docs',
      routeBasePath: 'docs',
      sidebars: {
        docsSidebar: [
          {
            type: 'category',
            label: 'Anleitungen',
            link: { type: 'doc', id: 'guide/index' },
            items: ['guide/first', { type: 'category', label: 'Mehr', items: ['guide/second'] }],
          },
        ],
      },
    },
  ],
} as SiteConfig;

const guide = {
  'docs/guide/first.md': '---\ndescription: Der erste Schritt.\n---\n\n# Erste\n',
  'docs/guide/second.md': '# Zweite\n',
};

describe('<DocCardList /> in MDX, as on a category page of Docusaurus', () => {
  it("gives the category's page the cards of its items, as Docusaurus's useCurrentSidebarCategory().items", async () => {
    const siteDir = site({
      ...guide,
      'docs/guide/index.mdx': [
        "import DocCardList from '@theme/DocCardList';",
        "import { useCurrentSidebarCategory } from '@docusaurus/theme-common';",
        '',
        '# Anleitungen',
        '',
        '<DocCardList items={useCurrentSidebarCategory().items} />',
        '',
      ].join('\n'),
    });
    const manifest = await buildManifest({ siteDir, config });
    const route = routeOf(manifest, 'doc', '/docs/guide');
    expect(route.categoryCards).toEqual([
      { kind: 'doc', label: 'Erste', href: '/docs/guide/first', isExternal: false, description: 'Der erste Schritt.' },
      { kind: 'category', label: 'Mehr', href: '/docs/guide/second', isExternal: false, itemCount: 1 },
    ]);
    expect(routeOf(manifest, 'doc', '/docs/guide/first').categoryCards).toBeUndefined();
  });

  it('refuses items it cannot know, at the element', async () => {
    const siteDir = site({
      ...guide,
      'docs/guide/index.mdx': "import DocCardList from '@theme/DocCardList';\n\n<DocCardList items={[]} />\n",
    });
    expect(described(await contentErrorsOf(siteDir, config))).toEqual([
      {
        message:
          "Kran's `<DocCardList>` shows the items of the sidebar category whose page this doc is; it takes no other items.",
        location: { file: 'docs/guide/index.mdx', line: 3, column: 1 },
        hint: "Write `<DocCardList />` on the category's page, or list the links as markdown.",
      },
    ]);
  });
});
