import { describe, expect, it } from 'vitest';
import { docsVersions } from '../fixtures/docs.js';
import { themeConfigPart } from './index.js';
import type { NavbarItemConfig } from './theme-site-config.js';
import { toSiteShell } from './to-site-shell.js';

const docs = {
  default: { docPaths: { start: '/docs' }, sidebarPaths: {}, docSidebars: {}, sidebarIds: [], versions: docsVersions },
};
const site = { title: 'Example', tagline: '', baseUrl: '/', docs };

describe('the navbar items of docs versions', () => {
  it('become a version dropdown of the docs, and a link to the last version labelled with its label', () => {
    const items: NavbarItemConfig[] = [
      { type: 'docsVersionDropdown', position: 'right' },
      { type: 'docsVersion' },
      { type: 'docsVersion', label: 'Handbuch' },
    ];
    expect(toSiteShell({ navbar: { items } }, site).navbar.items).toEqual([
      { type: 'docsVersionDropdown', position: 'right', docsId: 'default', versions: docsVersions },
      { type: 'link', label: '5.0', href: '/docs', position: 'left' },
      { type: 'link', label: 'Handbuch', href: '/docs', position: 'left' },
    ]);
  });

  it('need no label, and are reported when they point into docs the site does not have', () => {
    const items = [{ type: 'docsVersionDropdown' }, { type: 'docsVersion', docsId: 'community' }];
    expect(themeConfigPart.check({ navbar: { items: items as NavbarItemConfig[] } }, docs)).toEqual([
      {
        message:
          'The navbar item of type "docsVersion" points into the docs "community", which this site does not have.',
        at: { path: ['navbar', 'items', 1, 'docsId'], key: 'docsId', value: 'community', after: 'navbar' },
        hint: 'Available docs ids: default; set `docsId` to one of them.',
      },
    ]);
  });
});
