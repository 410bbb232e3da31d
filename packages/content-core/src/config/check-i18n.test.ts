import { describe, expect, it } from 'vitest';
import { contentErrorsOf, described, siteWithConfig, textAt } from '../../test/bad-input/sites.js';
import { fixture, fixtureConfig } from '../../test/fixture-site.js';
import type { SiteConfig } from './config.js';
import { buildManifest } from '../manifest/build-manifest.js';

const configText = `import { defineConfig } from '@kran/ssg-cli';

export default defineConfig({
  title: 'Test',
  url: 'https://example.org',
  locale: { code: 'fr', label: 'Français' },
  i18n: {
    defaultLocale: 'es',
    locales: ['en', 'de', 'de', 'not a tag!'],
    localeConfigs: {
      de: { direction: 'down' },
      nl: { label: 'Nederlands' },
    },
  },
});
`;

const withI18n = (i18n: unknown, locale?: unknown): SiteConfig =>
  ({ ...fixtureConfig, blogs: [], i18n, ...(locale ? { locale } : {}) }) as SiteConfig;

describe('i18n in the site config', () => {
  it('reports every problem of i18n at its place in site.config.ts, in one round', async () => {
    const config = withI18n(
      {
        defaultLocale: 'es',
        locales: ['en', 'de', 'de', 'not a tag!'],
        localeConfigs: { de: { direction: 'down' }, nl: { label: 'Nederlands' } },
      },
      { code: 'fr', label: 'Français' },
    );
    const site = siteWithConfig(fixture('link-languages'), config, configText);
    const errors = described(await contentErrorsOf(site.siteDir, config));
    const texts = errors.map((error) => textAt(site.siteDir, error.location));
    site.remove();
    expect(errors.map((error) => error.message)).toEqual([
      'The locale "de" in i18n.locales is listed twice.',
      'The locale "not a tag!" in i18n.locales is no BCP 47 language tag.',
      'i18n.defaultLocale is "es", which i18n.locales does not list.',
      'i18n.localeConfigs.de.direction is "down", which is no writing direction.',
      "i18n.localeConfigs sets the locale 'nl', which i18n.locales does not list.",
      "locale.code is 'fr', which i18n.locales does not list.",
      "locale.label is set beside i18n, which holds each locale's settings.",
    ]);
    expect(texts).toEqual([
      "'de', 'not a tag!'],",
      "'not a tag!'],",
      "'es',",
      "'down' },",
      "nl: { label: 'Nederlands' },",
      "'fr', label: 'Français' },",
      "label: 'Français' },",
    ]);
    expect(errors[2]!.hint).toBe("Add 'es' to i18n.locales, or write one of: 'en', 'de', 'not a tag!'.");
    expect(errors[6]!.hint).toBe(
      'Move it to i18n.localeConfigs.fr.label, or leave i18n out for a site in one language.',
    );
  });

  it('accepts the settings Docusaurus documents', async () => {
    const config = withI18n({
      defaultLocale: 'en',
      locales: ['en', 'fa'],
      path: 'i18n',
      localeConfigs: { fa: { label: 'فارسی', direction: 'rtl', htmlLang: 'fa-IR', calendar: 'persian', path: 'fa' } },
    });
    const manifest = await buildManifest({ siteDir: fixture('link-languages'), config });
    expect(
      manifest.site.locales.map(({ code, direction, htmlLang, calendar, baseUrl }) => ({
        code,
        direction,
        htmlLang,
        calendar,
        baseUrl,
      })),
    ).toEqual([
      { code: 'en', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', baseUrl: '/' },
      { code: 'fa', direction: 'rtl', htmlLang: 'fa-IR', calendar: 'persian', baseUrl: '/fa/' },
    ]);
  });

  it('reports two locales written below one URL', async () => {
    const config = withI18n({
      defaultLocale: 'en',
      locales: ['en', 'de', 'de-AT'],
      localeConfigs: { 'de-AT': { baseUrl: 'de' } },
    });
    const errors = described(await contentErrorsOf(fixture('link-languages'), config));
    expect(errors.map((error) => error.message)).toEqual([
      "The locales 'de' and 'de-AT' would both be written below /de/.",
    ]);
  });
});
