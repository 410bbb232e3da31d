import { describe, expect, it } from 'vitest';
import { buildFixture, routeOf } from '../../test/fixture-site.js';
import type { DocsInstanceConfig } from '../config/config.js';

const docsWith = (settings: Partial<DocsInstanceConfig>) => ({
  blogs: [],
  docs: [{ id: 'default', path: 'docs', routeBasePath: 'docs', ...settings }],
});

const handbook = {
  id: 'handbuch',
  items: [
    {
      type: 'category',
      label: 'Einstieg',
      collapsed: true,
      collapsible: true,
      items: [
        { type: 'link', label: 'Erste Schritte', href: '/docs/start', isExternal: false, docId: 'start' },
        { type: 'link', label: 'Installation', href: '/docs/installieren', isExternal: false, docId: 'installieren' },
      ],
    },
    {
      type: 'category',
      label: 'Anleitung',
      collapsed: true,
      collapsible: true,
      items: [
        {
          type: 'category',
          label: 'Grundlagen',
          collapsed: true,
          collapsible: true,
          items: [
            { type: 'link', label: 'Pods', href: '/docs/anleitung/pods', isExternal: false, docId: 'anleitung/pods' },
            {
              type: 'link',
              label: 'Netze',
              href: '/docs/anleitung/netze',
              isExternal: false,
              docId: 'anleitung/netze',
            },
          ],
        },
      ],
    },
  ],
};

describe('sidebarPath', () => {
  it.each(['sidebars.js', 'sidebars.cjs', 'sidebars.mjs', 'sidebars.json'])(
    'reads the sidebars that %s exports, shorthand categories nested',
    async (file) => {
      const manifest = await buildFixture('sidebars-file', docsWith({ sidebarPath: `./${file}` }));
      const doc = routeOf(manifest, 'doc', '/docs/installieren');
      expect(doc.sidebar).toEqual(handbook);
      expect([doc.previous, doc.next]).toEqual([
        { title: 'Erste Schritte', permalink: '/docs/start' },
        { title: 'Pods', permalink: '/docs/anleitung/pods' },
      ]);
      expect(manifest.site.docSidebarPaths).toEqual({ default: { handbuch: '/docs/start' } });
    },
  );

  it('imports a TypeScript sidebars file through the importer it is given', async () => {
    const imported: string[] = [];
    const manifest = await buildFixture('sidebars-file', docsWith({ sidebarPath: 'sidebars.ts' }), {
      importTypeScript: async (file) => {
        imported.push(file);
        return import(file.replace(/\.ts$/, '.mjs'));
      },
    });
    expect(imported).toEqual([expect.stringMatching(/sidebars-file\/sidebars\.ts$/)]);
    expect(routeOf(manifest, 'doc', '/docs/start').sidebar).toEqual(handbook);
  });

  it('shows no sidebar with sidebarPath: false', async () => {
    const manifest = await buildFixture('sidebars-file', docsWith({ sidebarPath: false }));
    const doc = routeOf(manifest, 'doc', '/docs/start');
    expect([doc.sidebar, doc.previous, doc.next]).toEqual([undefined, undefined, undefined]);
    expect(manifest.site.docSidebarPaths).toEqual({ default: {} });
  });

  it('makes one sidebar of the whole docs folder without sidebarPath and sidebars, as Docusaurus does', async () => {
    const manifest = await buildFixture('sidebars-file', docsWith({}));
    const sidebar = routeOf(manifest, 'doc', '/docs/start').sidebar;
    expect(sidebar?.id).toBe('defaultSidebar');
    expect(sidebar?.items.map((item) => (item.type === 'html' ? item.value : item.label))).toEqual([
      'anleitung',
      'Installation',
      'Erste Schritte',
    ]);
  });
});
