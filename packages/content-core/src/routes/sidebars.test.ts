import { describe, expect, it } from 'vitest';
import { badInput, contentErrorsOf, described, siteWithConfig, textAt } from '../../test/bad-input/sites.js';
import { buildFixture, fixtureConfig, routeOf } from '../../test/fixture-site.js';
import type { SiteConfig } from '../config/config.js';
import type { ConfigPart, DocsTargets } from '../config-part.js';

const sidebars = {
  main: ['start', 'weiter', 'ohne-leiste'],
  reference: [{ type: 'link' as const, label: 'Podman', href: 'https://podman.io' }, 'referenz'],
};
const config: Partial<SiteConfig> = {
  blogs: [],
  docs: [{ id: 'default', path: 'docs', routeBasePath: 'docs', sidebars }],
};

describe('which sidebar a doc shows', () => {
  it('a doc outside every sidebar shows none and has no previous or next', async () => {
    const doc = routeOf(
      await buildFixture('displayed-sidebar', {
        blogs: [],
        docs: [{ id: 'default', path: 'docs', routeBasePath: 'docs', sidebars: { main: ['start', 'weiter'] } }],
      }),
      'doc',
      '/docs/einzeln',
    );
    expect([doc.sidebar, doc.previous, doc.next]).toEqual([undefined, undefined, undefined]);
  });

  it('follows displayed_sidebar: null hides the sidebar, a sidebar id shows that one', async () => {
    const manifest = await buildFixture('displayed-sidebar', {
      ...config,
      docs: [
        {
          id: 'default',
          path: 'docs',
          routeBasePath: 'docs',
          sidebars: { main: ['start', 'weiter', 'ohne-leiste'], reference: ['einzeln'] },
        },
      ],
    });
    const hidden = routeOf(manifest, 'doc', '/docs/ohne-leiste');
    expect([hidden.sidebar, hidden.previous, hidden.next]).toEqual([undefined, undefined, undefined]);
    const shown = routeOf(manifest, 'doc', '/docs/referenz');
    expect(shown.sidebar?.id).toBe('main');
    expect([shown.previous, shown.next]).toEqual([undefined, undefined]);
    expect(routeOf(manifest, 'doc', '/docs/weiter').next).toEqual({
      title: 'Ohne Leiste',
      permalink: '/docs/ohne-leiste',
    });
  });

  it('gives each sidebar the path of its first doc, for navbar items of type docSidebar', async () => {
    const manifest = await buildFixture('displayed-sidebar', config);
    expect(manifest.site.docSidebarPaths).toEqual({ default: { main: '/docs/start', reference: '/docs/referenz' } });
  });

  it("names the sidebar each doc shows, for navbar doc items that are current on their sidebar's pages", async () => {
    const manifest = await buildFixture('displayed-sidebar', config);
    expect(manifest.site.docSidebars).toEqual({ default: { start: 'main', weiter: 'main', referenz: 'main' } });
  });
});

describe('sidebars and docs referenced but missing', () => {
  it('reports displayed_sidebar and sidebar items that name nothing, and the problems of another config part, with the content errors', async () => {
    const navbar = {
      items: [
        { type: 'docSidebar', label: 'Handbuch', sidebarId: 'handbuch' },
        { type: 'doc', label: 'Einstieg', docId: 'einstieg' },
      ],
    };
    const siteConfig = { ...fixtureConfig, ...config, navbar } as SiteConfig;
    const site = siteWithConfig(badInput('missing-sidebars'), siteConfig);
    let targets: Readonly<Record<string, DocsTargets>> | undefined;
    // The theme's part of the config, as ssg-cli passes it: its problems say where they are by key and value.
    const navbarPart: ConfigPart = {
      keys: { navbar: { keys: ['items'] } },
      check: (checked, docs) => {
        targets = docs;
        return (checked as { navbar: typeof navbar }).navbar.items.map((item) => ({
          message: `The navbar item "${item.label}" is checked by its owner.`,
          at: item.sidebarId ? { key: 'sidebarId', value: item.sidebarId } : { key: 'label', value: item.label },
          hint: 'Fix it.',
        }));
      },
    };
    const errors = described(await contentErrorsOf(site.siteDir, siteConfig, navbarPart));
    expect(targets).toEqual({
      default: {
        docPaths: { start: '/docs/start' },
        sidebarPaths: { main: '/docs/start' },
        docSidebars: {},
        sidebarIds: ['main', 'reference'],
        versions: [{ name: 'current', label: 'Next', isLatest: true, mainDocPath: '/docs/start' }],
      },
    });
    expect(errors).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('not valid YAML'),
        location: expect.objectContaining({ file: 'docs/kaputt.md', line: 2 }),
      }),
      {
        message: 'Sidebar "main" points at the doc id "weiter", which does not exist.',
        location: { file: 'site.config.ts', line: 13, column: 11 },
        hint: 'Available doc ids: start.',
      },
      {
        message: 'Sidebar "main" points at the doc id "ohne-leiste", which does not exist.',
        location: { file: 'site.config.ts', line: 14, column: 11 },
        hint: 'Available doc ids: start.',
      },
      {
        message: 'Sidebar "reference" points at the doc id "referenz", which does not exist.',
        location: { file: 'site.config.ts', line: 22, column: 11 },
        hint: 'Available doc ids: start.',
      },
      {
        message:
          'Front matter field "displayed_sidebar" names the sidebar "fehlt", which the docs "default" do not have.',
        location: { file: 'docs/start.md', line: 3, column: 20 },
        hint: 'Available sidebar ids: main, reference.',
      },
      {
        message: 'The navbar item "Handbuch" is checked by its owner.',
        location: { file: 'site.config.ts', line: 33, column: 22 },
        hint: 'Fix it.',
      },
      {
        message: 'The navbar item "Einstieg" is checked by its owner.',
        location: { file: 'site.config.ts', line: 37, column: 18 },
        hint: 'Fix it.',
      },
    ]);
    expect(errors.slice(1).map((error) => textAt(site.siteDir, error.location))).toEqual([
      '"weiter",',
      '"ohne-leiste"',
      '"referenz"',
      'fehlt',
      '"handbuch"',
      '"Einstieg",',
    ]);
  });
});
