import { describe, expect, it } from 'vitest';
import { moduleEntry, namesPackage } from './plugin-names.js';

describe('namesPackage', () => {
  it('resolves short names as Docusaurus does', () => {
    expect(namesPackage('classic', '@docusaurus/preset-classic', 'preset')).toBe(true);
    expect(namesPackage('content-docs', '@docusaurus/plugin-content-docs', 'plugin')).toBe(true);
    expect(namesPackage('sass', 'docusaurus-plugin-sass', 'plugin')).toBe(true);
    expect(namesPackage('@acme/search', '@acme/docusaurus-theme-search', 'theme')).toBe(true);
    expect(namesPackage('content-docs', '@docusaurus/plugin-content-blog', 'plugin')).toBe(false);
  });

  it('reads the package out of a path require.resolve gave', () => {
    const resolved = '/site/node_modules/.pnpm/x/node_modules/@docusaurus/preset-classic/lib/index.js';
    expect(namesPackage(resolved, '@docusaurus/preset-classic', 'preset')).toBe(true);
    expect(namesPackage('/site/node_modules/docusaurus-plugin-sass/index.js', 'docusaurus-plugin-sass', 'plugin')).toBe(
      true,
    );
  });
});

describe('moduleEntry', () => {
  it('reads names, options, functions and disabled entries', () => {
    expect(moduleEntry(['classic', { docs: false }])).toEqual({
      name: 'classic',
      options: { docs: false },
      isFunction: false,
    });
    expect(moduleEntry('sass')).toEqual({ name: 'sass', options: undefined, isFunction: false });
    expect(moduleEntry(() => ({ name: 'inline' }))?.isFunction).toBe(true);
    expect(moduleEntry(false)).toBeUndefined();
  });
});
