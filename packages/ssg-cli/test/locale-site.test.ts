import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ar, de, en, messageTables } from '@kran/theme';
import { localeDigits } from '@kran/theme/definition';
import { beforeAll, describe, expect, it } from 'vitest';
import { cli, copyFixture, editConfig } from './fixture-site.js';

const build = (site: string) => execFileSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });
const read = (site: string, file: string) => readFileSync(path.join(site, 'build', file), 'utf8');
const scriptsOf = (site: string) =>
  readdirSync(path.join(site, 'build/assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => read(site, `assets/${name}`));
/** A site's scripts as one text, the `\u…` escapes of their strings (esbuild writes ASCII) read back. */
const scriptTextOf = (site: string) =>
  scriptsOf(site)
    .join('\n')
    .replace(/\\u\{([0-9a-f]+)\}|\\u([0-9a-f]{4})|\\x([0-9a-f]{2})/gi, (_, ...hex: (string | undefined)[]) =>
      String.fromCodePoint(Number.parseInt(hex.slice(0, 3).find(Boolean)!, 16)),
    );
/** The names of the theme's tables whose text of `search.error` (a different one in each) a text contains. */
const tablesIn = (text: string) =>
  Object.entries(messageTables)
    .filter(([, table]) => text.includes(table['search.error']))
    .map(([name]) => name);

describe("an Arabic site with the navbar's locale dropdown", () => {
  let arabic: string;
  let plain: string;

  beforeAll(() => {
    arabic = copyFixture('locale-dropdown');
    editConfig(arabic, "locale: { code: 'de' }", "locale: { code: 'ar', calendar: 'islamic-umalqura' }");
    editConfig(arabic, 'items: [] }', "items: [{ type: 'localeDropdown', position: 'right' }] }");
    plain = copyFixture('no-locale-dropdown');
    build(arabic);
    build(plain);
  }, 120_000);

  it("is prerendered in the locale's direction: named by the locale, its link to the same page marked", () => {
    const doc = read(arabic, 'docs/index.html');
    expect(doc).toMatch(/<html lang="ar" dir="rtl"/);
    expect(doc).toMatch(/<button[^>]*aria-expanded="false"[^>]*><svg[^>]*>.*?<\/svg>العربية<svg/s);
    expect(doc).toMatch(/<a [^>]*href="\/docs" hreflang="ar" lang="ar" aria-current="page">العربية<\/a>/i);
  });

  it("shows the theme's Arabic texts, and only the Arabic table of its tables for other languages is in its scripts", () => {
    const doc = read(arabic, 'docs/index.html');
    expect(doc).toContain(`>${ar['skipToContent.label']}<`);
    expect(doc).toContain(`aria-label="${ar['navbar.label']}"`);
    // Only the site's own table: not even German, the texts of components rendered alone (defaultI18n).
    expect(tablesIn(scriptTextOf(arabic))).toEqual(['ar']);
    expect(tablesIn(scriptTextOf(plain))).toEqual(['de']);
    expect(read(plain, 'docs/index.html')).toContain(`>${de['skipToContent.label']}<`);
  });

  it("writes the theme's dates in the locale's calendar, in the page and in the browser's app", () => {
    const hijri = new Intl.DateTimeFormat('ar', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
      calendar: 'islamic-umalqura',
    }).format(new Date('2024-01-02T00:00:00Z'));
    expect(read(arabic, 'blog/2024/01/02/erster/index.html')).toContain(
      `<time dateTime="2024-01-02" data-kran-date="">${hijri}</time>`,
    );
    expect(scriptsOf(arabic).some((script) => script.includes('calendar:"islamic-umalqura"'))).toBe(true);
    // Small numbers in the browser are written with the locale's digits, as the server writes them.
    expect(scriptsOf(arabic).some((script) => script.includes(`digits:"${localeDigits('ar')}"`))).toBe(true);
    // A German site writes dates in the Gregorian calendar, its own: the app need not name it.
    expect(scriptsOf(plain).some((script) => script.includes('calendar:"'))).toBe(false);
  });

  it("is code only in the bundle of a site that has one: the other site's scripts leave it out", () => {
    const hasDropdownCode = (scripts: string[]) => scripts.some((script) => script.includes('hrefLang'));
    expect(hasDropdownCode(scriptsOf(arabic))).toBe(true);
    expect(hasDropdownCode(scriptsOf(plain))).toBe(false);
  });
});

describe('an English site', () => {
  it('carries the English table in its scripts and not the German one', () => {
    const english = copyFixture('english-tables');
    editConfig(english, "locale: { code: 'de' }", "locale: { code: 'en' }");
    build(english);
    expect(read(english, 'docs/index.html')).toContain(`>${en['skipToContent.label']}<`);
    expect(tablesIn(scriptTextOf(english))).toEqual(['en']);
  }, 120_000);
});
