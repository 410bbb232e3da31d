import { describe, expect, it } from 'vitest';
import { isLinkActive } from './navbar-items';

describe('isLinkActive', () => {
  it('marks the link of the current page and pages below it', () => {
    const docs = { label: 'Dokumentation', href: '/docs' };
    expect(isLinkActive(docs, { pathname: '/docs' })).toBe(true);
    expect(isLinkActive(docs, { pathname: '/docs/installation' })).toBe(true);
    expect(isLinkActive(docs, { pathname: '/docs/' })).toBe(true);
    expect(isLinkActive(docs, { pathname: '/docsearch' })).toBe(false);
  });

  it('uses the active base path when one is given', () => {
    expect(
      isLinkActive(
        { label: 'Dokumentation', href: '/docs/intro', activeBasePath: '/docs' },
        { pathname: '/docs/installation' },
      ),
    ).toBe(true);
  });

  it("marks a docs sidebar's item on that sidebar's pages only, as Docusaurus marks doc and docSidebar items", () => {
    const reference = { label: 'Referenz', href: '/docs/cli', activeBasePath: '/docs', activeSidebar: 'reference' };
    expect(isLinkActive(reference, { pathname: '/docs/api', sidebarId: 'reference' })).toBe(true);
    expect(isLinkActive(reference, { pathname: '/docs/2.0/api', sidebarId: 'reference' })).toBe(true);
    expect(isLinkActive(reference, { pathname: '/docs/intro', sidebarId: 'guides' })).toBe(false);
    expect(isLinkActive(reference, { pathname: '/blog', sidebarId: 'reference' })).toBe(false);
  });

  it('marks the home link only on the home page', () => {
    expect(isLinkActive({ label: 'Start', href: '/' }, { pathname: '/' })).toBe(true);
    expect(isLinkActive({ label: 'Start', href: '/' }, { pathname: '/features' })).toBe(false);
  });

  it('never marks external links', () => {
    expect(isLinkActive({ label: 'GitHub', href: 'https://github.com/containers/' }, { pathname: '/' })).toBe(false);
  });
});
