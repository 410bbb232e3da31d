import { describe, expect, it } from 'vitest';
import { buildFixture, routeOf } from '../../test/fixture-site.js';
import type { SidebarsConfig } from '../config/config.js';

const sidebars: SidebarsConfig = {
  main: [
    'einstieg',
    { type: 'category', label: 'Mehr', link: { type: 'doc', id: 'mehr' }, collapsible: false, items: ['details'] },
    { type: 'ref', id: 'anderswo' },
    { type: 'html', value: '<hr>', defaultStyle: true },
    { type: 'link', label: 'Podman', href: 'https://podman.io', className: 'extern', customProps: { neu: true } },
    { type: 'link', label: 'Spielwiese', href: 'pathname:///playground/' },
    { type: 'category', label: 'Nur ein Dokument', link: { type: 'doc', id: 'allein' }, items: [] },
  ],
  other: ['anderswo'],
};
const build = () =>
  buildFixture('sidebar-item-types', {
    blogs: [],
    docs: [{ id: 'default', path: 'docs', routeBasePath: 'docs', sidebars }],
  });

describe('sidebar item types', () => {
  it('resolves category links, ref, html and link items', async () => {
    const { sidebar } = routeOf(await build(), 'doc', '/docs/einstieg');
    expect(sidebar?.items).toEqual([
      { type: 'link', label: 'Einstieg in Podman', href: '/docs/einstieg', isExternal: false, docId: 'einstieg' },
      {
        type: 'category',
        label: 'Mehr',
        collapsed: false,
        collapsible: false,
        href: '/docs/mehr',
        docId: 'mehr',
        items: [{ type: 'link', label: 'Details', href: '/docs/details', isExternal: false, docId: 'details' }],
      },
      { type: 'link', label: 'Anderswo', href: '/docs/anderswo', isExternal: false },
      { type: 'html', value: '<hr>', defaultStyle: true },
      {
        type: 'link',
        label: 'Podman',
        href: 'https://podman.io',
        isExternal: true,
        className: 'extern',
        customProps: { neu: true },
      },
      // Docusaurus's pathname:// link leads to a file of the site, not elsewhere.
      { type: 'link', label: 'Spielwiese', href: 'pathname:///playground/', isExternal: false },
      { type: 'link', label: 'Ganz allein', href: '/docs/allein', isExternal: false, docId: 'allein' },
    ]);
  });

  it('leaves ref items out of previous and next, and shows a doc the sidebar that lists it as a doc', async () => {
    const manifest = await build();
    expect(routeOf(manifest, 'doc', '/docs/allein').previous).toEqual({ title: 'Details', permalink: '/docs/details' });
    expect(routeOf(manifest, 'doc', '/docs/anderswo').sidebar?.id).toBe('other');
  });

  it('follows pagination_label, pagination_next: null and pagination_prev', async () => {
    const manifest = await build();
    expect(routeOf(manifest, 'doc', '/docs/mehr').previous).toEqual({
      title: "Los geht's",
      permalink: '/docs/einstieg',
    });
    const details = routeOf(manifest, 'doc', '/docs/details');
    expect([details.previous?.permalink, details.next]).toEqual(['/docs/mehr', undefined]);
    expect(routeOf(manifest, 'doc', '/docs/anderswo').previous).toEqual({
      title: "Los geht's",
      permalink: '/docs/einstieg',
    });
  });
});
