import { describe, expect, it } from 'vitest';
import { leadsToOtherLocale } from './other-locale-links';

const locale = (code: string, baseUrl: string) => ({
  code,
  label: code,
  direction: 'ltr' as const,
  htmlLang: code,
  calendar: 'gregory',
  path: code,
  baseUrl,
  url: 'https://example.org',
});
const locales = [locale('en', '/site/'), locale('de', '/site/de/')];

describe('leadsToOtherLocale', () => {
  it("takes links below another locale's base URL for that locale's, from the default locale", () => {
    const isOther = leadsToOtherLocale({ baseUrl: '/site/', locale: locales[0]!, locales });
    expect(isOther('/site/de/docs/intro', '/docs/intro')).toBe(true);
    expect(isOther('/site/de', '/')).toBe(true);
    expect(isOther('../de/blog', '/docs/intro')).toBe(true);
    expect(isOther('/site/docs/intro', '/blog')).toBe(false);
    expect(isOther('/site/design', '/blog')).toBe(false);
  });

  it("takes links outside its own base URL for the default locale's, from another locale", () => {
    const isOther = leadsToOtherLocale({ baseUrl: '/site/de/', locale: locales[1]!, locales });
    expect(isOther('/site/docs/intro', '/docs/intro')).toBe(true);
    expect(isOther('/site/de/docs/setup', '/docs/intro')).toBe(false);
    expect(isOther('setup', '/docs/intro')).toBe(false);
  });

  it('takes none for a site in one language', () => {
    const isOther = leadsToOtherLocale({ baseUrl: '/site/', locale: locales[0]!, locales: [locales[0]!] });
    expect(isOther('/site/de/docs/intro', '/')).toBe(false);
  });
});
