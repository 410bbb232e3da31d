import { describe, expect, it } from 'vitest';
import { bilingualManifest } from './bilingual-test-site.js';

const files = {
  'docs/intro.md': '# Introduction\n',
  'docs/guide/setup.md': '# Setup\n',
  'blog/2024-01-02-news.md': '---\ntitle: News\n---\n\nSomething new.\n',
  'pages/about.md': '# About\n',
  'i18n/de/docusaurus-plugin-content-docs/current/guide/setup.md': '---\nslug: /einrichtung\n---\n\n# Einrichtung\n',
  'i18n/de/docusaurus-plugin-content-docs/current/nur-deutsch.md': '# Nur auf Deutsch\n',
  'i18n/de/docusaurus-plugin-content-pages/about.md': '# Über uns\n',
};

async function sourceKeysIn(locale: string): Promise<Record<string, string> | undefined> {
  return (await bilingualManifest(files, locale)).sourceKeys;
}

describe('sourceKeys', () => {
  it('names each post, doc and page by its plugin instance and its path in the content folder, not list pages', async () => {
    expect(await sourceKeysIn('en')).toEqual({
      '/about': 'pages/about.md',
      '/blog/2024/01/02/news': 'blog/default/2024-01-02-news.md',
      '/docs/guide/setup': 'docs/default/current/guide/setup.md',
      '/docs/intro': 'docs/default/current/intro.md',
    });
  });

  it('gives a translated file, at whatever path its front matter sets, the key of the file it translates', async () => {
    expect(await sourceKeysIn('de')).toEqual({
      '/about': 'pages/about.md',
      '/blog/2024/01/02/news': 'blog/default/2024-01-02-news.md',
      '/docs/einrichtung': 'docs/default/current/guide/setup.md',
      '/docs/intro': 'docs/default/current/intro.md',
      '/docs/nur-deutsch': 'docs/default/current/nur-deutsch.md',
    });
  });
});
