import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CodeValue } from './code-value.js';
import { MigrationNotes } from './migration-notes.js';
import { siteConfigSchema } from './site-config-schema.js';
import { translateConfig } from './translate-config.js';

const siteDir = path.resolve('/sites/lantern/website');

function translate(
  config: Record<string, unknown>,
  origins: Map<unknown, CodeValue['code']> = new Map(),
  configText = '',
) {
  const notes = new MigrationNotes();
  const translated = translateConfig(config, { siteDir, configText, origins, notes, schema: siteConfigSchema() });
  return { translated, notes: notes.list };
}

describe('translateConfig', () => {
  it("maps the classic preset's docs, blog, pages and customCss, with Docusaurus's defaults and paths", () => {
    const { translated, notes } = translate({
      title: 'Lantern',
      url: 'https://lantern.example.org',
      presets: [
        [
          '@docusaurus/preset-classic',
          {
            docs: { path: '../docs', sidebarPath: path.join(siteDir, 'sidebars.js'), routeBasePath: '/' },
            blog: {
              blogTitle: 'News',
              blogDescription: 'What is new',
              blogSidebarTitle: 'Recent',
              blogSidebarCount: 8,
            },
            pages: { path: 'src/pages' },
            theme: { customCss: [path.join(siteDir, 'src/css/custom.css')] },
          },
        ],
      ],
    });
    expect(translated.docs).toEqual([
      { id: 'default', path: '../docs', routeBasePath: '', sidebarPath: './sidebars.js' },
    ]);
    expect(translated.blogs).toEqual([
      {
        id: 'default',
        path: 'blog',
        routeBasePath: 'blog',
        title: 'News',
        description: 'What is new',
        sidebarTitle: 'Recent',
        sidebarCount: 8,
      },
    ]);
    expect(translated.pages).toEqual({ path: 'src/pages' });
    expect(translated.customCss).toEqual(['src/css/custom.css']);
    expect(notes).toEqual([]);
  });

  it('adds a docs or blog entry for each content plugin, under its id, and leaves out what is switched off', () => {
    const { translated } = translate({
      presets: [['classic', { docs: false, blog: false, pages: false }]],
      plugins: [
        ['content-docs', { id: 'community', path: 'community', routeBasePath: 'community' }],
        ['@docusaurus/plugin-content-blog', { id: 'release', path: 'release', routeBasePath: 'release' }],
      ],
    });
    expect(translated.docs).toEqual([{ id: 'community', path: 'community', routeBasePath: 'community' }]);
    expect(translated.blogs).toEqual([{ id: 'release', path: 'release', routeBasePath: 'release' }]);
    expect(translated.pages).toBe(false);
  });

  it('writes markdown plugins the config imported as imports of the same packages, with their options', () => {
    const remarkMath = () => () => {};
    const rehypeKatex = () => () => {};
    const origins = new Map<unknown, CodeValue['code']>([
      [remarkMath, { kind: 'import', specifier: 'remark-math', exportName: 'default' }],
      [rehypeKatex, { kind: 'import', specifier: 'rehype-katex', exportName: 'default' }],
    ]);
    const { translated } = translate(
      {
        presets: [
          ['classic', { docs: { remarkPlugins: [remarkMath], rehypePlugins: [[rehypeKatex, { strict: false }]] } }],
        ],
      },
      origins,
    );
    const [docs] = translated.docs as Record<string, unknown>[];
    expect(docs!.remarkPlugins).toEqual([new CodeValue(origins.get(remarkMath)!)]);
    expect(docs!.rehypePlugins).toEqual([[new CodeValue(origins.get(rehypeKatex)!), { strict: false }]]);
  });

  it('maps i18n, staticDirectories and markdown.hooks, and notes what one site cannot hold', () => {
    const { translated, notes } = translate({
      i18n: {
        defaultLocale: 'de',
        locales: ['de', 'en'],
        localeConfigs: { de: { label: 'Deutsch', translate: true }, en: { htmlLang: 'en-GB' } },
      },
      staticDirectories: ['public', 'assets'],
      markdown: { format: 'detect', mermaid: true, hooks: { onBrokenMarkdownLinks: 'throw' } },
      onBrokenLinks: 'log',
    });
    expect(translated.i18n).toEqual({
      defaultLocale: 'de',
      locales: ['de', 'en'],
      localeConfigs: { de: { label: 'Deutsch' }, en: { htmlLang: 'en-GB' } },
    });
    expect(translated).not.toHaveProperty('locale');
    expect(translated.staticDir).toBe('public');
    expect(translated.onBrokenMarkdownLinks).toBe('throw');
    expect(translated.onBrokenLinks).toBe('warn');
    expect(translated).not.toHaveProperty('markdown');
    expect(notes.map((note) => [note.kind, note.path])).toEqual([
      ['check', ['onBrokenLinks']],
      ['not-needed', ['markdown', 'format']],
      ['untranslated', ['markdown', 'mermaid']],
      ['untranslated', ['i18n', 'localeConfigs', 'de', 'translate']],
      ['untranslated', ['staticDirectories']],
    ]);
  });

  it('maps an i18n of one locale onto `locale`, the one-language form', () => {
    const { translated } = translate({
      i18n: { defaultLocale: 'fa', locales: ['fa'], localeConfigs: { fa: { label: 'فارسی', calendar: 'persian' } } },
    });
    expect(translated.locale).toEqual({ code: 'fa', label: 'فارسی', calendar: 'persian' });
    expect(translated).not.toHaveProperty('i18n');
  });

  it("translates themeConfig's navbar, footer and colour mode, and carries html items, and notes the items and keys Kran has no place for", () => {
    const { translated, notes } = translate({
      themeConfig: {
        navbar: {
          title: 'Lantern',
          items: [
            { type: 'docsVersionDropdown', docsPluginId: 'community', position: 'right' },
            { type: 'localeDropdown', position: 'right', queryString: 'persistLocale' },
            { type: 'search', position: 'right' },
            { href: 'https://github.com/x', 'aria-label': 'GitHub', className: 'header-github-link' },
            { type: 'html', position: 'right', value: '<b>Beta</b>', className: 'beta' },
          ],
        },
        footer: {
          links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs' }, { html: '<a href="/x">X</a>' }] }],
          copyright: 'Lantern',
        },
        colorMode: { defaultMode: 'dark', respectPrefersColorScheme: true },
        prism: { theme: {} },
        algolia: { appId: 'x' },
        announcementBar: { id: 'new', content: 'New!' },
      },
    });
    expect(translated.navbar).toEqual({
      title: 'Lantern',
      items: [
        { type: 'docsVersionDropdown', docsId: 'community', position: 'right' },
        { type: 'localeDropdown', position: 'right', queryString: 'persistLocale' },
        { href: 'https://github.com/x', 'aria-label': 'GitHub', className: 'header-github-link' },
        { type: 'html', position: 'right', value: '<b>Beta</b>', className: 'beta' },
      ],
    });
    expect(translated.footer).toEqual({
      links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs' }, { html: '<a href="/x">X</a>' }] }],
      copyright: 'Lantern',
    });
    expect(translated.colorMode).toEqual({ defaultMode: 'dark', respectPrefersColorScheme: true });
    expect(translated.announcementBar).toEqual({ id: 'new', content: 'New!' });
    const byPath = Object.fromEntries(notes.map((note) => [note.path.join('.'), note.kind]));
    expect(byPath).not.toHaveProperty(['themeConfig.navbar.items.1']);
    expect(byPath).not.toHaveProperty(['themeConfig.navbar.items.4']);
    expect(byPath).toMatchObject({
      'themeConfig.navbar.items.2': 'not-needed',
      'themeConfig.prism': 'not-needed',
      'themeConfig.algolia': 'not-needed',
    });
  });

  it("carries themeConfig's social card over as `image`, and its metadata as meta tags after the config's headTags", () => {
    const { translated, notes } = translate({
      headTags: [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example.org' } }],
      themeConfig: {
        image: 'img/docusaurus-social-card.jpg',
        metadata: [
          { name: 'keywords', content: 'lantern, docs' },
          { property: 'og:site_name', content: 'Lantern' },
        ],
      },
    });
    expect(translated.image).toBe('img/docusaurus-social-card.jpg');
    expect(translated.headTags).toEqual([
      { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example.org' } },
      { tagName: 'meta', attributes: { name: 'keywords', content: 'lantern, docs' } },
      { tagName: 'meta', attributes: { property: 'og:site_name', content: 'Lantern' } },
    ]);
    expect(notes.map((note) => note.path.join('.'))).toEqual([]);
  });

  it("writes the client redirects plugin's options under the top-level clientRedirects key, functions as their source", () => {
    const options = {
      fromExtensions: ['html'],
      redirects: [{ from: '/old', to: '/new' }],
      createRedirects(existingPath: string) {
        return existingPath.startsWith('/docs/') ? [existingPath.replace('/docs/', '/guide/')] : undefined;
      },
    };
    const { translated, notes } = translate({ plugins: [['@docusaurus/plugin-client-redirects', options]] });
    const redirects = translated.clientRedirects as Record<string, unknown>;
    expect(redirects.fromExtensions).toEqual(['html']);
    expect(redirects.redirects).toEqual([{ from: '/old', to: '/new' }]);
    const source = (redirects.createRedirects as CodeValue).code;
    expect(source.kind === 'source' && source.text).toMatch(/^function createRedirects\(existingPath\)/);
    expect(notes).toEqual([]);
  });

  it("writes docusaurus-plugin-sass's compiler options under the top-level sass key, its folders site-relative", () => {
    const options = {
      sassOptions: {
        includePaths: [path.join(siteDir, 'src/css/partials'), 'node_modules/bootstrap/scss'],
        quietDeps: true,
        outputStyle: 'compressed',
      },
      additionalData: '@use "variables" as *;',
    };
    const { translated, notes } = translate({ plugins: [['docusaurus-plugin-sass', options]] });
    expect(translated.sass).toEqual({
      sassOptions: { includePaths: ['src/css/partials', 'node_modules/bootstrap/scss'], quietDeps: true },
    });
    expect(notes.map((note) => [note.kind, note.path.join('.')])).toEqual([
      ['untranslated', 'plugins.0.1.sassOptions.outputStyle'],
      ['untranslated', 'plugins.0.1.additionalData'],
      ['not-needed', 'plugins.0'],
    ]);
  });

  it('notes plugins and themes Kran does not run, and says which need nothing', () => {
    const { notes } = translate({
      plugins: ['sass', '@docusaurus/plugin-ideal-image', () => ({ name: 'inline' })],
      themes: ['@docusaurus/theme-search-algolia', '@docusaurus/theme-mermaid'],
    });
    expect(notes.map((note) => [note.kind, note.path.join('.')])).toEqual([
      ['not-needed', 'plugins.0'],
      ['untranslated', 'plugins.1'],
      ['untranslated', 'plugins.2'],
      ['not-needed', 'themes.0'],
      ['untranslated', 'themes.1'],
    ]);
  });

  it('writes a computed copyright as the text it gave, and says so', () => {
    const text = 'footer: { copyright: `Copyright © ${new Date().getFullYear()} Lantern` }';
    const year = new Date().getFullYear();
    const { translated, notes } = translate(
      { themeConfig: { footer: { links: [], copyright: `Copyright © ${year} Lantern` } } },
      new Map(),
      text,
    );
    expect(translated.footer).toEqual({ links: [], copyright: `Copyright © ${year} Lantern` });
    expect(notes.map((note) => [note.kind, note.path.join('.')])).toEqual([['check', 'themeConfig.footer.copyright']]);
  });
  it("carries the options that move a blog's and the docs' generated pages, and the year-grouped blog sidebar", () => {
    const { translated, notes } = translate({
      presets: [
        [
          'classic',
          {
            docs: { tagsBasePath: 'schlagworte' },
            blog: { tagsBasePath: 'themen', authorsBasePath: 'team', archiveBasePath: null, pageBasePath: 'seite' },
          },
        ],
      ],
      themeConfig: { blog: { sidebar: { groupByYear: false } } },
    });
    expect(translated.docs).toEqual([
      { id: 'default', path: 'docs', routeBasePath: 'docs', tagsBasePath: 'schlagworte' },
    ]);
    expect(translated.blogs).toEqual([
      {
        id: 'default',
        path: 'blog',
        routeBasePath: 'blog',
        tagsBasePath: 'themen',
        authorsBasePath: 'team',
        archiveBasePath: null,
        pageBasePath: 'seite',
        sidebarGroupByYear: false,
      },
    ]);
    expect(translated).not.toHaveProperty('blog');
    expect(notes).toEqual([]);
  });

  it("carries postsPerPage and blogSidebarCount 'ALL', which Kran's blogs take as Docusaurus's do", () => {
    const { translated, notes } = translate({
      title: 'Lantern',
      url: 'https://lantern.example.org',
      presets: [['classic', { docs: false, blog: { postsPerPage: 'ALL', blogSidebarCount: 'ALL' } }]],
    });
    expect((translated.blogs as Record<string, unknown>[])[0]).toMatchObject({
      postsPerPage: 'ALL',
      sidebarCount: 'ALL',
    });
    expect(notes.filter((note) => note.path.includes('blog'))).toEqual([]);
  });

  it('notes the theme blog settings Kran has no place for, and a groupByYear without a blog', () => {
    const { translated, notes } = translate({
      presets: [['classic', { blog: false }]],
      themeConfig: { blog: { sidebar: { groupByYear: true, collapsed: true } } },
    });
    expect(translated.blogs).toEqual([]);
    expect(notes.map(({ kind, message }) => [kind, message])).toEqual([
      ['untranslated', 'themeConfig.blog.sidebar.collapsed has no equivalent in Kran and was left out.'],
      ['not-needed', 'themeConfig.blog: the site has no blog.'],
    ]);
  });
});
