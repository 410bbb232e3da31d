import path from 'node:path';
import { loadConfig } from '@kran/ssg-cli';
import { describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { moduleSource, toDocusaurusConfig, toDocusaurusFasterConfig, toSidebarItems } from './docusaurus-config.mjs';
import { writeDocusaurusConfig } from './site-copy.mjs';

/** @type {import('@kran/ssg-cli').KranConfig} */
const site = {
  title: 'Podman',
  tagline: 'Container ohne Daemon',
  url: 'https://podman.io',
  favicon: 'favicon.svg',
  locale: { code: 'de', label: 'Deutsch', direction: 'ltr' },
  trailingSlash: false,
  navbar: {
    title: 'Podman',
    items: [
      { label: 'Funktionen', to: '/features', position: 'right' },
      { type: 'doc', label: 'Dokumentation', docId: 'podman', position: 'right' },
      { label: 'GitHub', href: 'https://github.com/containers/' },
      { type: 'docSidebar', label: 'Handbuch', sidebarId: 'docsSidebar', docsId: 'handbuch' },
      { type: 'docsVersionDropdown', position: 'right', docsId: 'handbuch' },
    ],
  },
  footer: {
    links: [{ title: 'Dokumentation', items: [{ label: 'Installation', to: '/docs/installation' }] }],
    copyright: 'Copyright © 2025',
  },
  blogs: [
    { id: 'default', path: 'blog', routeBasePath: 'blogs', showReadingTime: true },
    {
      id: 'release',
      path: 'release',
      routeBasePath: 'release',
      title: 'Releases',
      description: 'Release-Ankündigungen',
    },
  ],
  docs: [
    {
      id: 'default',
      path: 'docs',
      routeBasePath: 'docs',
      sidebars: { docsSidebar: [{ type: 'doc', id: 'podman', label: 'Erste Schritte' }] },
    },
  ],
  pages: { path: 'pages' },
  staticDir: 'static',
};

describe('toDocusaurusConfig', () => {
  const config = toDocusaurusConfig(site, {
    sidebarPaths: { default: '/tmp/site/sidebars-default.js' },
    includePages: true,
  });

  it('puts the default blog and docs into the classic preset and the release blog into its own plugin', () => {
    const [presetName, preset] = config.presets[0] ?? [];
    expect(presetName).toBe('@docusaurus/preset-classic');
    expect(preset?.blog).toMatchObject({
      path: 'blog',
      routeBasePath: 'blogs',
      showReadingTime: true,
      postsPerPage: 10,
    });
    expect(preset?.blog).not.toHaveProperty('id');
    expect(preset?.docs).toEqual({ path: 'docs', routeBasePath: 'docs', sidebarPath: '/tmp/site/sidebars-default.js' });
    expect(preset?.pages).toEqual({ path: 'pages' });
    expect(config.plugins).toEqual([
      [
        '@docusaurus/plugin-content-blog',
        expect.objectContaining({
          id: 'release',
          path: 'release',
          routeBasePath: 'release',
          blogTitle: 'Releases',
          blogDescription: 'Release-Ankündigungen',
        }),
      ],
    ]);
  });

  it('keeps the German locale, trailingSlash false and the static folder', () => {
    expect(config.i18n).toEqual({
      defaultLocale: 'de',
      locales: ['de'],
      localeConfigs: { de: { label: 'Deutsch', direction: 'ltr' } },
    });
    expect(config.trailingSlash).toBe(false);
    expect(config.staticDirectories).toEqual(['static']);
  });

  it('maps navbar items, defaulting their position to the left as Docusaurus does', () => {
    expect(config.themeConfig.navbar?.items).toEqual([
      { label: 'Funktionen', to: '/features', position: 'right' },
      { type: 'doc', docId: 'podman', label: 'Dokumentation', position: 'right' },
      { label: 'GitHub', href: 'https://github.com/containers/', position: 'left' },
      { type: 'docSidebar', sidebarId: 'docsSidebar', label: 'Handbuch', position: 'left', docsPluginId: 'handbuch' },
      { type: 'docsVersionDropdown', position: 'right', docsPluginId: 'handbuch' },
    ]);
    expect(config.themeConfig.footer?.copyright).toBe('Copyright © 2025');
  });

  it('leaves the pages out when asked to', () => {
    const withoutPages = toDocusaurusConfig(site, { sidebarPaths: {}, includePages: false });
    expect(withoutPages.presets[0]?.[1].pages).toBe(false);
  });

  it('maps the Podman site config, whose docs sidebar holds doc and external link items', async () => {
    const podman = await loadConfig(path.resolve(import.meta.dirname, '../../../sites/podman-de'));
    const items = toSidebarItems(podman.docs?.[0]?.sidebars?.docsSidebar ?? []);
    expect(items[0]).toEqual({ type: 'doc', id: 'podman', label: 'Erste Schritte' });
    const linkTargets = items.flatMap((item) => (typeof item === 'object' && item.type === 'link' ? [item.href] : []));
    expect(linkTargets.length).toBeGreaterThan(0);
    expect(linkTargets.every((href) => href.startsWith('https://'))).toBe(true);
    const mapped = toDocusaurusConfig(podman, { sidebarPaths: { default: 'sidebars.js' }, includePages: true });
    expect(mapped.plugins.map(([, options]) => options.id)).toEqual(['release']);
  });
});

describe('toDocusaurusFasterConfig', () => {
  const options = { sidebarPaths: { default: '/tmp/site/sidebars-default.js' }, includePages: true };
  const faster = toDocusaurusFasterConfig({ ...site, onBrokenMarkdownLinks: 'throw' }, options);

  it('turns on Docusaurus Faster with the v4 flag it needs, and no other v4 flag', () => {
    // `faster: true` stands for Rspack with its persistent cache, SWC, Lightning CSS and SSG worker threads, which
    // Docusaurus refuses without removeLegacyPostBuildHeadAttribute.
    expect(faster.future).toEqual({ v4: { removeLegacyPostBuildHeadAttribute: true }, faster: true });
  });

  it('reads .md files as CommonMark and .mdx files as MDX, and moves the broken markdown link setting where Docusaurus 3 reads it', () => {
    expect(faster.markdown).toEqual({ format: 'detect', hooks: { onBrokenMarkdownLinks: 'throw' } });
    expect(faster).not.toHaveProperty('onBrokenMarkdownLinks');
  });

  it('builds the same site as the Docusaurus 2 config: presets, plugins, locale, theme config', () => {
    const { onBrokenMarkdownLinks: _moved, ...version2 } = toDocusaurusConfig(site, options);
    const { markdown: _markdown, future: _future, ...rest } = faster;
    expect(rest).toEqual(version2);
  });
});

describe('writeDocusaurusConfig', () => {
  it('writes the Docusaurus 3 Faster config beside a sidebars file per docs instance when asked for it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'kran-bench-config-'));
    try {
      await writeDocusaurusConfig(dir, site, { includePages: false, faster: true });
      const module = { exports: /** @type {any} */ (undefined) };
      new Function('module', await readFile(path.join(dir, 'docusaurus.config.js'), 'utf8'))(module);
      expect(module.exports.future).toEqual({ v4: { removeLegacyPostBuildHeadAttribute: true }, faster: true });
      expect(module.exports.presets[0][1].docs.sidebarPath).toBe(path.join(dir, 'sidebars-default.js'));
      const sidebars = { exports: undefined };
      new Function('module', await readFile(path.join(dir, 'sidebars-default.js'), 'utf8'))(sidebars);
      expect(sidebars.exports).toEqual({ docsSidebar: [{ type: 'doc', id: 'podman', label: 'Erste Schritte' }] });
      await writeDocusaurusConfig(dir, site, { includePages: false });
      new Function('module', await readFile(path.join(dir, 'docusaurus.config.js'), 'utf8'))(module);
      expect(module.exports).not.toHaveProperty('future');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('toSidebarItems', () => {
  it('hands items and the category shorthand over as written, which Docusaurus reads alike', () => {
    const items = ['intro', { type: 'category', label: 'Kapitel', items: ['a', { type: 'doc', id: 'b' }] }];
    const converted = toSidebarItems(/** @type {any} */ (items));
    expect(converted).toEqual(items);
    expect(converted).not.toBe(items);
    expect(toSidebarItems(/** @type {any} */ ({ Kapitel: ['a', 'b'] }))).toEqual({ Kapitel: ['a', 'b'] });
  });
});

describe('moduleSource', () => {
  it('writes a CommonJS module that evaluates back to the same value', () => {
    const value = { title: 'Podman', items: ['a', { label: 'Ä "quoted"' }] };
    const module = { exports: undefined };
    new Function('module', moduleSource(value))(module);
    expect(module.exports).toEqual(value);
  });
});
