import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, copyFixture, editConfig } from './fixture-site.js';

/**
 * The minimal site in English (its default locale) and German, with a locale dropdown: a doc whose German
 * translation has another slug, a German-only doc, and a doc whose German translation is a draft.
 */
function bilingualSite(): string {
  const site = copyFixture('twins');
  editConfig(site, "locale: { code: 'de' },", "i18n: { defaultLocale: 'en', locales: ['en', 'de'] },");
  editConfig(site, 'items: []', "items: [{ type: 'localeDropdown', position: 'right' }]");
  writeFiles(site, {
    'docs/guide.md': '---\ntitle: Guide\n---\n\nThe guide.\n',
    'docs/setup.md': '---\ntitle: Setup\n---\n\nSet it up.\n',
    'i18n/de/docusaurus-plugin-content-docs/current/guide.md':
      '---\ntitle: Anleitung\nslug: /anleitung\n---\n\nDie Anleitung.\n',
    'i18n/de/docusaurus-plugin-content-docs/current/nur-deutsch.md': '---\ntitle: Nur auf Deutsch\n---\n\nNur hier.\n',
    'i18n/de/docusaurus-plugin-content-docs/current/setup.md':
      '---\ntitle: Einrichtung\ndraft: true\n---\n\nEntwurf.\n',
  });
  return site;
}

function writeFiles(site: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), text);
  }
}

const build = (site: string) => execFileSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });

/** The href of the locale dropdown's link named `label` in a written page. */
function dropdownHref(html: string, label: string): string | undefined {
  return new RegExp(`<a [^>]*href="([^"]*)"[^>]*>${label}</a>`).exec(html)?.[1];
}

const alternates = (html: string) => html.match(/<link rel="alternate" hreflang=[^>]*>/g) ?? [];

describe('the pages that stand for each other in the locales of a site', () => {
  let site: string;
  const read = (file: string) => readFileSync(path.join(site, 'build', file), 'utf8');

  beforeAll(() => {
    site = bilingualSite();
    build(site);
  }, 120_000);

  afterAll(() => rmSync(site, { recursive: true, force: true }));

  it('leads from a German-only page to the English home, and names no English alternate', () => {
    const page = read('de/docs/nur-deutsch/index.html');
    expect(dropdownHref(page, 'English')).toBe('/');
    expect(alternates(page)).toEqual([
      '<link rel="alternate" hreflang="de" href="https://example.org/de/docs/nur-deutsch">',
    ]);
  });

  it('links a translated doc with another slug and its original both ways, and names each as the other’s alternate', () => {
    const english = read('docs/guide/index.html');
    const german = read('de/docs/anleitung/index.html');
    expect(dropdownHref(english, 'Deutsch')).toBe('/de/docs/anleitung');
    expect(dropdownHref(german, 'English')).toBe('/docs/guide');
    const both = [
      '<link rel="alternate" hreflang="en" href="https://example.org/docs/guide">',
      '<link rel="alternate" hreflang="de" href="https://example.org/de/docs/anleitung">',
      '<link rel="alternate" hreflang="x-default" href="https://example.org/docs/guide">',
    ];
    expect(alternates(english)).toEqual(both);
    expect(alternates(german)).toEqual(both);
    // Only such pages carry their twins in their data, for the dropdown after navigating in the browser.
    expect(german).toContain('"localeTwins":{"en":"/docs/guide"}');
    expect(read('docs/index.html')).not.toContain('localeTwins');
    expect(dropdownHref(read('docs/index.html'), 'Deutsch')).toBe('/de/docs');
  });

  it('reuses the last build when nothing changed, and a new German page changes the English page at its path', () => {
    const before = read('docs/setup/index.html');
    expect(dropdownHref(before, 'Deutsch')).toBe('/de/');
    expect(alternates(before)).not.toContain(
      '<link rel="alternate" hreflang="de" href="https://example.org/de/docs/setup">',
    );
    expect(build(site)).toMatch(/^Nothing changed since the last build/m);
    writeFiles(site, {
      'i18n/de/docusaurus-plugin-content-docs/current/einrichtung.md':
        '---\ntitle: Einrichtung\nslug: /setup\n---\n\nSo geht es.\n',
    });
    const rebuilt = build(site);
    expect(rebuilt).toMatch(/pages: \d+ rendered, \d+ unchanged since the last build/);
    const after = read('docs/setup/index.html');
    expect(dropdownHref(after, 'Deutsch')).toBe('/de/docs/setup');
    expect(alternates(after)).toContain(
      '<link rel="alternate" hreflang="de" href="https://example.org/de/docs/setup">',
    );
  });
});
