import { describe, expect, it } from 'vitest';
import { assertValidNavbarItems, isItemActive, isLinkActive } from './navbar-items';

describe('assertValidNavbarItems', () => {
  it('accepts links and dropdowns', () => {
    const items = [
      { type: 'link', label: 'Funktionen', href: '/features', position: 'right' },
      { type: 'dropdown', label: 'Mehr', position: 'left', items: [{ label: 'Blog', href: '/blogs' }] },
    ];
    expect(() => assertValidNavbarItems(items)).not.toThrow();
  });

  it('names the configuration of an item without an href', () => {
    const item = { type: 'link', label: 'Funktionen', position: 'right' };
    expect(() => assertValidNavbarItems([item])).toThrow(`The navbar item ${JSON.stringify(item)} cannot be rendered: a link needs an "href"`);
  });

  it('names the configuration of an item with an unknown type', () => {
    const item = { type: 'search', label: 'Suche', position: 'right' };
    expect(() => assertValidNavbarItems([item])).toThrow(`${JSON.stringify(item)} cannot be rendered: its type "search" is neither`);
  });

  it('names a dropdown entry that has no href', () => {
    const item = { type: 'dropdown', label: 'Mehr', position: 'left', items: [{ label: 'Blog' }] };
    expect(() => assertValidNavbarItems([item])).toThrow('its entry {"label":"Blog"} needs a "label" and an "href"');
  });

  it('rejects a position other than left or right', () => {
    const item = { type: 'link', label: 'Blog', href: '/blogs', position: 'middle' };
    expect(() => assertValidNavbarItems([item])).toThrow(JSON.stringify(item));
  });
});

describe('isLinkActive', () => {
  it('marks the link of the current page and pages below it', () => {
    const docs = { label: 'Dokumentation', href: '/docs' };
    expect(isLinkActive(docs, '/docs')).toBe(true);
    expect(isLinkActive(docs, '/docs/installation')).toBe(true);
    expect(isLinkActive(docs, '/docs/')).toBe(true);
    expect(isLinkActive(docs, '/docsearch')).toBe(false);
  });

  it('uses the active base path when one is given', () => {
    expect(isLinkActive({ label: 'Dokumentation', href: '/docs/intro', activeBasePath: '/docs' }, '/docs/installation')).toBe(true);
  });

  it('marks the home link only on the home page', () => {
    expect(isLinkActive({ label: 'Start', href: '/' }, '/')).toBe(true);
    expect(isLinkActive({ label: 'Start', href: '/' }, '/features')).toBe(false);
  });

  it('never marks external links', () => {
    expect(isLinkActive({ label: 'GitHub', href: 'https://github.com/containers/' }, '/')).toBe(false);
  });

  it('marks a dropdown when one of its entries is active', () => {
    const dropdown = { type: 'dropdown' as const, label: 'Mehr', position: 'left' as const, items: [{ label: 'Blog', href: '/blogs' }] };
    expect(isItemActive(dropdown, '/blogs/page/2')).toBe(true);
    expect(isItemActive(dropdown, '/docs')).toBe(false);
  });
});
