import { describe, expect, it } from 'vitest';
import { isItemActive, isLinkActive } from './navbar-items';

describe('isLinkActive', () => {
  it('marks the link of the current page and pages below it', () => {
    const docs = { label: 'Dokumentation', href: '/docs' };
    expect(isLinkActive(docs, '/docs')).toBe(true);
    expect(isLinkActive(docs, '/docs/installation')).toBe(true);
    expect(isLinkActive(docs, '/docs/')).toBe(true);
    expect(isLinkActive(docs, '/docsearch')).toBe(false);
  });

  it('uses the active base path when one is given', () => {
    expect(
      isLinkActive({ label: 'Dokumentation', href: '/docs/intro', activeBasePath: '/docs' }, '/docs/installation'),
    ).toBe(true);
  });

  it('marks the home link only on the home page', () => {
    expect(isLinkActive({ label: 'Start', href: '/' }, '/')).toBe(true);
    expect(isLinkActive({ label: 'Start', href: '/' }, '/features')).toBe(false);
  });

  it('never marks external links', () => {
    expect(isLinkActive({ label: 'GitHub', href: 'https://github.com/containers/' }, '/')).toBe(false);
  });

  it('marks a dropdown when one of its entries is active', () => {
    const dropdown = {
      type: 'dropdown' as const,
      label: 'Mehr',
      position: 'left' as const,
      items: [{ label: 'Blog', href: '/blogs' }],
    };
    expect(isItemActive(dropdown, '/blogs/page/2')).toBe(true);
    expect(isItemActive(dropdown, '/docs')).toBe(false);
  });
});
