import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../config/config.js';
import { ContentErrors } from '../errors/errors.js';
import { buildManifest } from '../manifest/build-manifest.js';
import type { TranslatableTexts } from './translatable-texts.js';
import { fixture } from '../../test/fixture-site.js';

const CONFIG: SiteConfig = {
  title: 'Test',
  url: 'https://example.org',
  i18n: { defaultLocale: 'en', locales: ['en', 'de'] },
  locale: { code: 'de' },
  pages: false,
  blogs: [{ id: 'default', path: 'blog', routeBasePath: 'blog', title: 'Blog', description: 'News' }],
  docs: [
    {
      id: 'default',
      path: 'docs',
      routeBasePath: 'docs',
      sidebars: {
        main: [
          'intro',
          {
            type: 'category',
            label: 'Guides',
            link: { type: 'generated-index', title: 'All guides', description: 'Every guide' },
            items: [
              { type: 'doc', id: 'install', label: 'Installing' },
              { type: 'link', label: 'Home', href: 'https://example.org' },
            ],
          },
        ],
      },
    },
  ],
};

/** A site in a temporary folder: a doc or two, a post, and the given files below it. */
function siteWith(files: Record<string, string>): string {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'kran-translations-'));
  const all = {
    'docs/intro.md': '---\ntitle: Intro\n---\n\nText.\n',
    'docs/install.md': '---\ntitle: Install\n---\n\nText.\n',
    'blog/2024-01-02-first.md': '---\ntitle: First\n---\n\nText.\n',
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
    writeFileSync(path.join(siteDir, file), text);
  }
  return siteDir;
}

const entries = (messages: Record<string, string>) =>
  JSON.stringify(Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, { message }])), null, 2);

describe("a docs version's and a blog's translation files", () => {
  it('translate the version label, the sidebar labels and the blog texts of the built locale', async () => {
    const siteDir = siteWith({
      'i18n/de/docusaurus-plugin-content-docs/current.json': entries({
        'version.label': 'Entwurf',
        'sidebar.main.category.Guides': 'Anleitungen',
        'sidebar.main.category.Guides.link.generated-index.title': 'Alle Anleitungen',
        'sidebar.main.doc.Installing': 'Installieren',
        'sidebar.main.link.Home': 'Startseite',
      }),
      'i18n/de/docusaurus-plugin-content-blog/options.json': entries({
        title: 'Weblog',
        'sidebar.title': 'Letzte Beiträge',
      }),
    });
    const manifest = await buildManifest({ siteDir, config: CONFIG });
    const doc = manifest.routes.find((route) => route.kind === 'doc' && route.path === '/docs/intro');
    if (doc?.kind !== 'doc') throw new Error('no doc route');
    expect(doc.version.label).toBe('Entwurf');
    expect(doc.sidebar?.items).toEqual([
      expect.objectContaining({ label: 'Intro' }),
      expect.objectContaining({
        type: 'category',
        label: 'Anleitungen',
        // The generated index keeps the path made of the label as written, as in Docusaurus.
        href: '/docs/category/guides',
        items: [expect.objectContaining({ label: 'Installieren' }), expect.objectContaining({ label: 'Startseite' })],
      }),
    ]);
    const index = manifest.routes.find((route) => route.kind === 'docCategoryIndex');
    expect(index?.title).toBe('Alle Anleitungen');
    const blog = manifest.routes.find((route) => route.kind === 'blogList');
    if (blog?.kind !== 'blogList') throw new Error('no blog list');
    expect(blog.title).toBe('Weblog');
    expect(blog.sidebar.title).toBe('Letzte Beiträge');
    expect(blog.description).toBe('News');
  });

  it('are optional: without them the texts stay as the config writes them', async () => {
    const manifest = await buildManifest({ siteDir: siteWith({}), config: CONFIG });
    const index = manifest.routes.find((route) => route.kind === 'docCategoryIndex');
    expect(index?.title).toBe('All guides');
  });

  it('are read from the folder of the built locale only', async () => {
    const siteDir = siteWith({
      'i18n/de/docusaurus-plugin-content-docs/current.json': entries({ 'sidebar.main.category.Guides': 'Anleitungen' }),
    });
    const manifest = await buildManifest({ siteDir, config: { ...CONFIG, locale: { code: 'en' } } });
    const index = manifest.routes.find((route) => route.kind === 'docCategoryIndex');
    if (index?.kind !== 'docCategoryIndex') throw new Error('no index');
    expect(index.sidebar.items[1]).toEqual(expect.objectContaining({ label: 'Guides' }));
  });

  it('name every translatable text with its key, message and description', async () => {
    const collected: TranslatableTexts[] = [];
    await buildManifest({
      siteDir: siteWith({}),
      config: CONFIG,
      onTranslatableTexts: (texts) => collected.push(...texts),
    });
    expect(collected.map((texts) => texts.file)).toEqual([
      'i18n/de/docusaurus-plugin-content-docs/current.json',
      'i18n/de/docusaurus-plugin-content-blog/options.json',
    ]);
    expect(Object.keys(collected[0]!.entries)).toEqual([
      'version.label',
      'sidebar.main.category.Guides',
      'sidebar.main.doc.Installing',
      'sidebar.main.link.Home',
      'sidebar.main.category.Guides.link.generated-index.title',
      'sidebar.main.category.Guides.link.generated-index.description',
    ]);
    expect(collected[0]!.entries['sidebar.main.link.Home']).toEqual({
      message: 'Home',
      description: 'The label for link Home in sidebar main',
    });
    expect(collected[1]!.entries).toEqual({
      title: { message: 'Blog', description: 'The title for the blog used in SEO' },
      description: { message: 'News', description: 'The description for the blog used in SEO' },
      'sidebar.title': { message: 'Recent posts', description: 'The label for the left sidebar' },
    });
  });

  it('with bad JSON stop the build with every problem at its line and column', async () => {
    const siteDir = siteWith({
      'i18n/de/docusaurus-plugin-content-docs/current.json': '{\n  "version.label": { "message": "A" }\n  "x": 1\n}\n',
      'i18n/de/docusaurus-plugin-content-blog/options.json': '{\n  "title": { "mesage": "Weblog" }\n}\n',
    });
    const failure = await buildManifest({ siteDir, config: CONFIG }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContentErrors);
    expect((failure as ContentErrors).errors.map((error) => error.location)).toEqual([
      { file: 'i18n/de/docusaurus-plugin-content-blog/options.json', line: 2, column: 3 },
      { file: 'i18n/de/docusaurus-plugin-content-docs/current.json', line: 3, column: 3 },
    ]);
  });
});

describe('the translation file of a version of versioned docs', () => {
  it('is version-<name>.json, and its label shows on its docs and in the list of versions', async () => {
    const siteDir = mkdtempSync(path.join(tmpdir(), 'kran-version-translations-'));
    cpSync(fixture('versioned-docs'), siteDir, { recursive: true });
    mkdirSync(path.join(siteDir, 'i18n/de/docusaurus-plugin-content-docs'), { recursive: true });
    writeFileSync(
      path.join(siteDir, 'i18n/de/docusaurus-plugin-content-docs/version-1.0.json'),
      entries({ 'version.label': 'Eins' }),
    );
    const collected: TranslatableTexts[] = [];
    const manifest = await buildManifest({
      siteDir,
      config: {
        title: 'Test',
        url: 'https://example.org',
        i18n: { defaultLocale: 'en', locales: ['en', 'de'] },
        locale: { code: 'de' },
        pages: false,
        docs: [{ id: 'default', path: 'docs', routeBasePath: 'docs', sidebarPath: './sidebars.json' }],
      },
      onTranslatableTexts: (texts) => collected.push(...texts),
    });
    const doc = manifest.routes.find((route) => route.path === '/docs/1.0/intro');
    if (doc?.kind !== 'doc') throw new Error('no doc of version 1.0');
    expect(doc.version.label).toBe('Eins');
    expect(manifest.site.docVersions.default?.map((version) => version.label)).toContain('Eins');
    expect(collected.map((texts) => texts.file)).toEqual([
      'i18n/de/docusaurus-plugin-content-docs/current.json',
      'i18n/de/docusaurus-plugin-content-docs/version-2.0.json',
      'i18n/de/docusaurus-plugin-content-docs/version-1.0.json',
    ]);
  });
});
