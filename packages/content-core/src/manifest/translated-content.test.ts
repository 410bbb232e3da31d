import { describe, expect, it } from 'vitest';
import { bilingualManifest } from './bilingual-test-site.js';

const files = {
  'docs/intro.md': '# Introduction\n\nRead [the setup](./setup.md) next.\n',
  'docs/setup.md': '# Setup\n\nInstall it.\n',
  'blog/2024-01-02-news.md': '---\ntitle: News\nauthors: [anna]\n---\n\nSomething new.\n',
  'blog/authors.yml': 'anna:\n  name: Anna\n',
  'pages/about.md': '# About\n',
  'i18n/de/docusaurus-plugin-content-docs/current/intro.md': '# Einführung\n\nLies [die Einrichtung](./setup.md).\n',
  'i18n/de/docusaurus-plugin-content-blog/2024-01-02-news.md':
    '---\ntitle: Neuigkeiten\nauthors: [anna]\n---\n\nEtwas Neues.\n',
  'i18n/de/docusaurus-plugin-content-blog/authors.yml': 'anna:\n  name: Anna (Redaktion)\n',
};

const routeJson = (routes: { path: string }[], routePath: string) =>
  JSON.stringify(routes.find((route) => route.path === routePath));

describe('a locale with translations in the i18n folder', () => {
  it('reads each translated file in place of the original and the others from the content folders', async () => {
    const { routes, site: facts } = await bilingualManifest(files, 'de');
    expect(facts.baseUrl).toBe('/de/');
    expect(facts.locale.code).toBe('de');
    expect(routeJson(routes, '/docs/intro')).toContain('Einführung');
    // The untranslated doc falls back to the default locale's file, at the locale's URL.
    expect(routeJson(routes, '/docs/setup')).toContain('Install it.');
    // A translated file's link to an untranslated one finds its route (below the base URL).
    expect(routeJson(routes, '/docs/intro')).toContain('"href":"/docs/setup"');
    expect(routeJson(routes, '/blog/2024/01/02/news')).toContain('Neuigkeiten');
    expect(routeJson(routes, '/blog/2024/01/02/news')).toContain('Anna (Redaktion)');
    expect(routeJson(routes, '/about')).toContain('About');
  });

  it('reads the content folders alone for the default locale', async () => {
    const { routes, site: facts } = await bilingualManifest(files);
    expect(facts.baseUrl).toBe('/');
    expect(routeJson(routes, '/docs/intro')).toContain('Introduction');
    expect(routeJson(routes, '/blog/2024/01/02/news')).not.toContain('Redaktion');
  });
});
