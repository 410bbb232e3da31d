import { describe, expect, it } from 'vitest';
import { resolveLocales } from './resolve-locale';

const site = { url: 'https://example.org', baseUrl: '/docs-site/' };

describe('resolveLocales', () => {
  it('is English, left to right, when the config sets no locale', () => {
    const { locale, locales, defaultLocale } = resolveLocales({});
    expect(locale).toMatchObject({ code: 'en', label: 'English', direction: 'ltr', htmlLang: 'en', baseUrl: '/' });
    expect(locales).toEqual([locale]);
    expect(defaultLocale).toBe('en');
  });

  it('names the language in itself and keeps what the one-locale form sets', () => {
    expect(resolveLocales({ locale: { code: 'de' } }).locale.label).toBe('Deutsch');
    expect(resolveLocales({ locale: { code: 'de', label: 'German', htmlLang: 'de-DE' } }).locale).toMatchObject({
      label: 'German',
      htmlLang: 'de-DE',
    });
  });

  it('writes right-to-left languages right to left', () => {
    expect(resolveLocales({ locale: { code: 'ar' } }).locale.direction).toBe('rtl');
    expect(resolveLocales({ locale: { code: 'he-IL' } }).locale.direction).toBe('rtl');
    expect(resolveLocales({ locale: { code: 'fa' } }).locale.direction).toBe('rtl');
  });

  it('puts the default locale at the base URL and every other one below it, as Docusaurus does', () => {
    const i18n = {
      defaultLocale: 'en',
      locales: ['en', 'de', 'ar'],
      localeConfigs: { de: { htmlLang: 'de-DE' }, ar: { label: 'Arabic', baseUrl: 'arabic' } },
    };
    const { locale, locales, translationsDir } = resolveLocales({ i18n }, site);
    expect(locale.code).toBe('en');
    expect(translationsDir).toBe('i18n/en');
    expect(locales.map(({ code, baseUrl, htmlLang, direction }) => [code, baseUrl, htmlLang, direction])).toEqual([
      ['en', '/docs-site/', 'en', 'ltr'],
      ['de', '/docs-site/de/', 'de-DE', 'ltr'],
      ['ar', '/docs-site/arabic/', 'ar', 'rtl'],
    ]);
  });

  it('builds the locale `locale.code` names, with its translations in its folder below `i18n.path`', () => {
    const i18n = {
      defaultLocale: 'en',
      locales: ['en', 'de'],
      path: 'translations',
      localeConfigs: { de: { path: 'german' } },
    };
    const { locale, translationsDir } = resolveLocales({ i18n, locale: { code: 'de' } }, site);
    expect(locale).toMatchObject({
      code: 'de',
      label: 'Deutsch',
      baseUrl: '/docs-site/de/',
      url: 'https://example.org',
      path: 'german',
    });
    expect(translationsDir).toBe('translations/german');
  });
});
