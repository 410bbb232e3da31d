import { describe, expect, it } from 'vitest';
import { siteLocales } from '../../../fixtures/locales';
import { localeLinksOf } from './locale-links';

const place = { path: '/docs-site/de/docs/intro', search: '', hash: '' };
const hrefs = (links: { href: string }[]) => links.map((link) => link.href);

describe('localeLinksOf', () => {
  it("maps the page's path below the current locale's base URL into each locale's, and marks the current locale", () => {
    const links = localeLinksOf({ locales: siteLocales, currentLocale: 'de' }, place);
    expect(hrefs(links)).toEqual(['/docs-site/docs/intro', '/docs-site/de/docs/intro', '/docs-site/ar/docs/intro']);
    expect(links.map((link) => [link.code, link.label, link.htmlLang, link.isCurrent])).toEqual([
      ['en', 'English', 'en-US', false],
      ['de', 'Deutsch', 'de', true],
      ['ar', 'العربية', 'ar', false],
    ]);
  });

  it("takes the default locale's pages, at the site's base URL, into the others", () => {
    const links = localeLinksOf({ locales: siteLocales, currentLocale: 'en' }, { ...place, path: '/docs-site/blog/' });
    expect(hrefs(links)).toEqual(['/docs-site/blog/', '/docs-site/de/blog/', '/docs-site/ar/blog/']);
  });

  it("leads from a locale's home, with or without its trailing slash, to each locale's home", () => {
    for (const path of ['/docs-site/ar/', '/docs-site/ar'])
      expect(hrefs(localeLinksOf({ locales: siteLocales, currentLocale: 'ar' }, { ...place, path }))).toEqual([
        '/docs-site/',
        '/docs-site/de/',
        '/docs-site/ar/',
      ]);
  });

  it('keeps the query and the hash, and adds the queryString parameter with each locale', () => {
    const links = localeLinksOf(
      { locales: siteLocales.slice(0, 2), currentLocale: 'en', queryString: 'persistLocale' },
      { path: '/docs-site/search', search: '?q=podman', hash: '#results' },
    );
    expect(hrefs(links)).toEqual([
      '/docs-site/search?q=podman&persistLocale=en#results',
      '/docs-site/de/search?q=podman&persistLocale=de#results',
    ]);
  });

  it('writes the URL of a locale whose pages live on another host in front of its path', () => {
    const locales = [siteLocales[0]!, { ...siteLocales[1]!, baseUrl: '/', url: 'https://de.example.org' }];
    const links = localeLinksOf({ locales, currentLocale: 'en' }, { ...place, path: '/docs-site/docs/intro' });
    expect(hrefs(links)).toEqual(['/docs-site/docs/intro', 'https://de.example.org/docs/intro']);
  });

  it("leads to the page's twin where it is elsewhere, keeping query and hash, and to the home where it has none", () => {
    const links = localeLinksOf(
      { locales: siteLocales, currentLocale: 'de', queryString: 'persistLocale' },
      { path: '/docs-site/de/docs/anleitung', search: '?q=1', hash: '#start' },
      { en: '/docs/guide', ar: null },
    );
    expect(hrefs(links)).toEqual([
      '/docs-site/docs/guide?q=1&persistLocale=en#start',
      '/docs-site/de/docs/anleitung?q=1&persistLocale=de#start',
      '/docs-site/ar/?persistLocale=ar',
    ]);
  });

  it("leads to a twin that is another locale's home page, and to a home page without a query", () => {
    const links = localeLinksOf({ locales: siteLocales, currentLocale: 'de' }, place, { en: '/', ar: null });
    expect(hrefs(links)).toEqual(['/docs-site/', '/docs-site/de/docs/intro', '/docs-site/ar/']);
  });
});
