import type { SiteShell } from '@kran/theme';
import { theme as kranTheme } from '@kran/theme/definition';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SiteTheme } from '../theme/site-theme.js';
import { themeBundleFactsOf } from './theme-bundle-facts.js';

const shell: SiteShell = {
  title: 'Beispiel',
  tagline: '',
  baseUrl: '/',
  navbar: {
    items: [
      { type: 'localeDropdown', position: 'right', locales: [], currentLocale: 'de', itemsBefore: [], itemsAfter: [] },
    ],
    hideOnScroll: false,
  },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
};

const siteTheme: SiteTheme = {
  siteDir: '/site',
  locale: 'de',
  direction: 'ltr',
  calendar: 'gregory',
  messageTable: 'de',
  messageOverrides: {},
  componentFiles: {},
  componentModules: {},
  shell,
};

describe('themeBundleFactsOf', () => {
  it("gives Kran's theme's client module and stylesheets as files and its constants for the shell as esbuild defines them", () => {
    const facts = themeBundleFactsOf(kranTheme, siteTheme);
    for (const file of [facts.clientModule, facts.stylesheet, facts.infimaClassesStylesheet!]) {
      expect(path.isAbsolute(file)).toBe(true);
      expect(existsSync(file)).toBe(true);
    }
    expect(Object.values(facts.constants)).toContain('true');
    expect(
      Object.values(facts.constants).every((value) => JSON.parse(value) === true || JSON.parse(value) === false),
    ).toBe(true);
    expect(facts.i18nOptions).toMatchObject({ locale: 'de', direction: 'ltr', digits: '0123456789' });
    expect(facts.rendersStaticContent).toBe(kranTheme.renderStaticContent !== undefined);
  });

  it('keeps the module specifiers of a theme the site names, for esbuild to resolve from the site', () => {
    const facts = themeBundleFactsOf(
      { ...kranTheme, name: '@acme/kran-theme', clientModule: '@acme/kran-theme/client' },
      siteTheme,
    );
    expect(facts.clientModule).toBe('@acme/kran-theme/client');
    expect(facts.stylesheet).toBe(kranTheme.stylesheet);
  });

  it('survives being sent to a worker thread unchanged, the layout chunk pattern included', () => {
    const facts = themeBundleFactsOf(kranTheme, siteTheme);
    const sent = structuredClone(facts);
    expect(sent).toEqual(facts);
    expect(sent.layoutChunk.source).toBe(kranTheme.layoutChunk.source);
    expect(sent.layoutChunk.flags).toBe(kranTheme.layoutChunk.flags);
  });
});
