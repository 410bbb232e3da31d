import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, copyFixture, editConfig } from './fixture-site.js';

const kran = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });

type Entries = Record<string, { message: string; description?: string }>;
const readJson = (site: string, file: string) => JSON.parse(readFileSync(path.join(site, file), 'utf8')) as Entries;

/** Sets the messages of a translation file of the site, as a translator does. */
function translate(site: string, file: string, messages: Record<string, string>): void {
  const entries = readJson(site, file);
  for (const [key, message] of Object.entries(messages)) entries[key] = { ...entries[key], message };
  writeFileSync(path.join(site, file), JSON.stringify(entries, null, 2));
}

/** The minimal site in English and German, with a navbar, a footer and a sidebar category. */
function bilingualSite(prefix: string): string {
  const site = copyFixture(prefix);
  editConfig(
    site,
    "locale: { code: 'de' },",
    "i18n: { defaultLocale: 'en', locales: ['en', 'de'] },\n" +
      "  footer: { links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs' }] }], copyright: 'Copyright 2024' },",
  );
  editConfig(site, 'items: [] },', "items: [{ label: 'Docs', to: '/docs' }] },");
  editConfig(
    site,
    "routeBasePath: 'docs' }",
    "routeBasePath: 'docs', sidebars: { main: [{ type: 'category', label: 'Basics', items: ['index'] }] } }",
  );
  return site;
}

describe('kran write-translations', () => {
  it("writes the locale's files, keeps what is translated, and the build shows the translations", () => {
    const site = bilingualSite('write-translations');
    const first = kran('write-translations', site, '--locale', 'de');
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('i18n/de/docusaurus-theme-classic/navbar.json: 2 texts, 2 new');
    expect(first.stdout).toContain('i18n/de/docusaurus-plugin-content-docs/current.json: 2 texts, 2 new');
    expect(readJson(site, 'i18n/de/docusaurus-theme-classic/footer.json')['link.title.Docs']).toEqual({
      message: 'Docs',
      description: 'The title of the footer links column with title=Docs in the footer',
    });
    expect(readJson(site, 'i18n/de/code.json')['theme.docs.paginator.next']?.message).toBe('Weiter');

    translate(site, 'i18n/de/docusaurus-theme-classic/navbar.json', { 'item.label.Docs': 'Dokumentation' });
    translate(site, 'i18n/de/docusaurus-theme-classic/footer.json', { copyright: 'Urheberrecht 2024' });
    translate(site, 'i18n/de/docusaurus-plugin-content-docs/current.json', {
      'sidebar.main.category.Basics': 'Grundlagen',
    });
    translate(site, 'i18n/de/code.json', { 'theme.common.editThisPage': 'Diese Seite ändern' });
    translate(site, 'i18n/de/code.json', { 'theme.NotFound.titel': 'Nicht da' });
    const again = kran('write-translations', '--site', site, '--locale', 'de');
    expect(again.stdout).toContain('i18n/de/docusaurus-theme-classic/navbar.json: 2 texts, 0 new');
    expect(again.stdout).toContain('kept 1 the site does not have (remove them if unused): theme.NotFound.titel');
    expect(readJson(site, 'i18n/de/docusaurus-theme-classic/navbar.json')['item.label.Docs']?.message).toBe(
      'Dokumentation',
    );

    const build = kran('build', '--site', site, '--locale', 'de');
    expect(build.status).toBe(0);
    expect(build.stderr).toMatch(
      /i18n\/de\/code\.json:\d+:3\n {2}The translation "theme\.NotFound\.titel" names a text that neither the theme nor the site has/,
    );
    const doc = readFileSync(path.join(site, 'build/de/docs/index.html'), 'utf8');
    expect(doc).toContain('>Dokumentation<');
    expect(doc).toContain('Urheberrecht 2024');
    expect(doc).toContain('Grundlagen');
  });

  it('writes the default locale without --locale and refuses a locale the site does not have', () => {
    const site = bilingualSite('write-default-locale');
    const written = kran('write-translations', '--site', site);
    expect(written.stdout).toContain('Translation files of the locale "en":');
    expect(written.stdout).toContain('i18n/en/code.json');
    const unknown = kran('write-translations', '--site', site, '--locale', 'fr');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('The site has no locale "fr"; its locales are en, de.');
  });
});

describe("write-translations' plural messages in code.json", () => {
  /** Every page of a locale's build as its visible text, by file: what a visitor reads. */
  const pageTexts = (site: string, locale: string) =>
    Object.fromEntries(
      readdirSync(path.join(site, 'build', locale), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.html'))
        .sort()
        .map((file) => [
          file,
          readFileSync(path.join(site, 'build', locale, file), 'utf8')
            .replace(/<script[^>]*>.*?<\/script>/gs, '')
            .replace(/<[^>]+>/g, ' ')
            .replace(/\s+/g, ' '),
        ]),
    );

  it.each([
    ['ar', 'zero|one|two|few|many|other'],
    ['fr', 'one|many|other'],
  ])('writes them unnamed for %s (%s), and the build shows the same texts with the file', (locale, order) => {
    const site = copyFixture(`plural-code-json-${locale}`);
    editConfig(site, "locale: { code: 'de' },", `i18n: { defaultLocale: 'en', locales: ['en', '${locale}'] },`);
    expect(kran('build', '--site', site, '--locale', locale).status).toBe(0);
    const without = pageTexts(site, locale);

    expect(kran('write-translations', '--site', site, '--locale', locale).status).toBe(0);
    const code = readJson(site, `i18n/${locale}/code.json`);
    const readingTime = code['theme.blog.post.readingTime.plurals']!.message.split('|');
    expect(readingTime).toHaveLength(order.split('|').length);
    for (const [id, { message }] of Object.entries(code))
      expect(message, id).not.toMatch(/(^|\|)(zero|one|two|few|many|other):/);

    expect(kran('build', '--site', site, '--locale', locale).status).toBe(0);
    const withFile = pageTexts(site, locale);
    expect(Object.keys(withFile)).toEqual(Object.keys(without));
    expect(withFile).toEqual(without);
  });
});

describe('a translation file with bad JSON', () => {
  it('stops the build with each problem at its line and column, with the content problems', () => {
    const site = bilingualSite('bad-translations');
    writeFileSync(path.join(site, 'blog/2024-01-02-erster.md'), '---\ntitle: [kaputt\n---\n\nText\n');
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
      writeFileSync(path.join(site, file), text);
    };
    write('i18n/de/docusaurus-theme-classic/navbar.json', '{\n  "title": { "message": "A" }\n  "x": {}\n}\n');
    write('i18n/de/code.json', '{\n  "theme.common.editThisPage": { "text": "B" }\n}\n');
    const build = kran('build', '--site', site);
    expect(build.status).toBe(1);
    const located = [...build.stderr.matchAll(/^(\S+:\d+:\d+)\n {2}(.*)$/gm)].map((match) => match[1]);
    expect(located).toEqual(
      expect.arrayContaining([
        'i18n/de/docusaurus-theme-classic/navbar.json:3:3',
        'i18n/de/code.json:2:3',
        expect.stringMatching(/^blog\/2024-01-02-erster\.md:/),
      ]),
    );
    expect(build.stderr).toContain('The file is not valid JSON');
    expect(build.stderr).toContain('The translation "theme.common.editThisPage" has no "message" but the field "text"');
  });
});
