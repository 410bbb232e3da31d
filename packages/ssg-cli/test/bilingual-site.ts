import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { copyFixture, editConfig } from './fixture-site.js';

/** The minimal site in German (its default locale) and English, with one doc and one post translated. */
export function bilingualSite(): string {
  const site = copyFixture('i18n');
  editConfig(
    site,
    "locale: { code: 'de' },",
    "i18n: { defaultLocale: 'de', locales: ['de', 'en'], localeConfigs: { en: { htmlLang: 'en-GB' } } },",
  );
  const translate = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), text);
  };
  translate(
    'i18n/en/docusaurus-plugin-content-docs/current/index.md',
    '---\ntitle: Hello world\n---\n\nA short text.\n',
  );
  translate(
    'i18n/en/docusaurus-plugin-content-blog/2024-01-02-erster.md',
    '---\ntitle: First post\nauthors: anna\ntags: [podman]\n---\n\nThe first post, with a [link to the docs](/docs).\n',
  );
  return site;
}
