import { describe, expect, it } from 'vitest';
import { contentErrorsOf, described, siteWithConfig, textAt } from '../../test/bad-input/sites.js';
import { buildFixture, fixture, fixtureConfig, routeOf } from '../../test/fixture-site.js';
import type { DocsInstanceConfig, SiteConfig } from '../config/config.js';
import { DOCUSAURUS_CONTENT_TEXTS } from '../content-texts.js';

const docsWith = (options: Partial<DocsInstanceConfig> = {}): Partial<SiteConfig> => ({
  blogs: [],
  docs: [{ id: 'default', path: 'docs', routeBasePath: 'docs', sidebarPath: './sidebars.json', ...options }],
});
const build = (options: Partial<DocsInstanceConfig> = {}) => buildFixture('versioned-docs', docsWith(options));
const pathsOf = (manifest: Awaited<ReturnType<typeof build>>) => manifest.routes.map((route) => route.path);

describe('versioned docs', () => {
  // The routes Docusaurus 2.4.3 builds for the same folders (checked once against a real build).
  it('serves the newest listed version at the docs root, the docs folder at next/ and the others at their name', async () => {
    expect(pathsOf(await build())).toEqual([
      '/docs',
      '/docs/1.0/alt',
      '/docs/1.0/intro',
      '/docs/category/guide',
      '/docs/guide/setup',
      '/docs/next',
      '/docs/next/category/guide',
      '/docs/next/guide/setup',
      '/docs/next/neu',
    ]);
  });

  it('labels, marks and badges each version as Docusaurus does by default', async () => {
    const manifest = await build();
    expect(routeOf(manifest, 'doc', '/docs').version).toMatchObject({
      name: '2.0',
      label: '2.0',
      isLatest: true,
      banner: 'none',
      badge: true,
    });
    expect(routeOf(manifest, 'doc', '/docs/next/neu').version).toMatchObject({
      name: 'current',
      label: 'Next',
      isLatest: false,
      banner: 'unreleased',
    });
    expect(routeOf(manifest, 'doc', '/docs/1.0/intro').version.banner).toBe('unmaintained');
  });

  it("labels the current version with the site's word for it, unless the config names one", async () => {
    const texts = { ...DOCUSAURUS_CONTENT_TEXTS, docsCurrentVersion: 'Entwurf' };
    const manifest = await buildFixture('versioned-docs', docsWith(), { textsFor: () => texts });
    expect(routeOf(manifest, 'doc', '/docs/next/neu').version.label).toBe('Entwurf');
    const named = await buildFixture('versioned-docs', docsWith({ versions: { current: { label: 'Morgen' } } }), {
      textsFor: () => texts,
    });
    expect(routeOf(named, 'doc', '/docs/next/neu').version.label).toBe('Morgen');
  });

  it('reads each version with its own sidebars file, doc ids and previous/next links', async () => {
    const manifest = await build();
    const old = routeOf(manifest, 'doc', '/docs/1.0/alt');
    expect(old.sidebar?.items.map((item) => (item.type === 'link' ? item.href : item.type))).toEqual([
      '/docs/1.0/alt',
      '/docs/1.0/intro',
    ]);
    expect(old.next).toEqual({ title: 'Intro 1', permalink: '/docs/1.0/intro' });
    expect(routeOf(manifest, 'doc', '/docs/next/neu').previous).toEqual({
      title: 'Intro next',
      permalink: '/docs/next',
    });
    expect(routeOf(manifest, 'docCategoryIndex', '/docs/category/guide').cards.map((card) => card.href)).toEqual([
      '/docs/guide/setup',
    ]);
  });

  it("links the banner to the same doc in the last version, or to that version's main doc", async () => {
    const manifest = await build();
    expect(routeOf(manifest, 'doc', '/docs/next').version.latestPath).toBe('/docs');
    expect(routeOf(manifest, 'doc', '/docs/next/guide/setup').version.latestPath).toBe('/docs/guide/setup');
    expect(routeOf(manifest, 'doc', '/docs/next/neu').version.latestPath).toBe('/docs');
    expect(routeOf(manifest, 'docCategoryIndex', '/docs/next/category/guide').version.latestPath).toBe(
      '/docs/category/guide',
    );
    expect(routeOf(manifest, 'doc', '/docs').version.latestPath).toBeUndefined();
  });

  it('gives each page the same page in the other versions, and the site each version with its main doc', async () => {
    const manifest = await build();
    expect(routeOf(manifest, 'doc', '/docs').version.alternatePaths).toEqual({
      current: '/docs/next',
      '2.0': '/docs',
      '1.0': '/docs/1.0/intro',
    });
    expect(routeOf(manifest, 'docCategoryIndex', '/docs/category/guide').version.alternatePaths).toEqual({
      current: '/docs/next/category/guide',
      '2.0': '/docs/category/guide',
    });
    expect(manifest.site.docVersions.default).toEqual([
      { name: 'current', label: 'Next', isLatest: false, mainDocPath: '/docs/next' },
      { name: '2.0', label: '2.0', isLatest: true, mainDocPath: '/docs' },
      { name: '1.0', label: '1.0', isLatest: false, mainDocPath: '/docs/1.0/alt' },
    ]);
    expect(manifest.site.docPaths.default).toEqual({ intro: '/docs', 'guide/setup': '/docs/guide/setup' });
  });

  it('follows lastVersion, onlyIncludeVersions, includeCurrentVersion and the settings of each version', async () => {
    const manifest = await build({
      lastVersion: 'current',
      onlyIncludeVersions: ['current', '1.0'],
      versions: { '1.0': { label: 'Eins', path: 'eins', banner: 'none', badge: false } },
    });
    expect(pathsOf(manifest)).toEqual([
      '/docs',
      '/docs/category/guide',
      '/docs/eins/alt',
      '/docs/eins/intro',
      '/docs/guide/setup',
      '/docs/neu',
    ]);
    expect(routeOf(manifest, 'doc', '/docs/eins/intro').version).toMatchObject({ label: 'Eins', banner: 'none' });
    expect(routeOf(manifest, 'doc', '/docs/eins/intro').version.badge).toBe(false);
    expect(pathsOf(await build({ includeCurrentVersion: false, onlyIncludeVersions: ['1.0'] }))).toEqual([
      '/docs/alt',
      '/docs/intro',
    ]);
  });

  it('reads the versions of another docs instance from files named after its id', async () => {
    const manifest = await buildFixture('versioned-docs', {
      blogs: [],
      docs: [{ id: 'community', path: 'community', routeBasePath: 'community' }],
    });
    expect(pathsOf(manifest)).toEqual(['/community/mitmachen', '/community/next/mitmachen']);
    expect(routeOf(manifest, 'doc', '/community/mitmachen').editUrl).toBeUndefined();
  });

  it('keeps the editUrl of a versioned doc in its versioned folder, as Docusaurus does', async () => {
    const doc = routeOf(await build({ editUrl: 'https://example.org/edit/' }), 'doc', '/docs/1.0/alt');
    expect(doc.editUrl).toBe('https://example.org/edit/versioned_docs/version-1.0/alt.md');
  });
});

describe('version names the config gets wrong', () => {
  it('are reported at their place in site.config.ts with the versions there are', async () => {
    const config = {
      ...fixtureConfig,
      ...docsWith({ lastVersion: '3.0', onlyIncludeVersions: ['2.0', '0.9'], versions: { '1.5': { label: 'Alt' } } }),
    };
    const site = siteWithConfig(fixture('versioned-docs'), config);
    const errors = described(await contentErrorsOf(site.siteDir, config));
    const hint = 'The versions of the docs "default" are: current, 2.0, 1.0.';
    expect(errors).toEqual([
      {
        message: 'lastVersion of the docs "default" is "3.0", which is not one of their versions.',
        location: expect.objectContaining({ file: 'site.config.ts' }),
        hint: `${hint} Set lastVersion to one of them.`,
      },
      {
        message: 'The docs "default" have settings for the version "1.5", which is not one of their versions.',
        location: expect.objectContaining({ file: 'site.config.ts' }),
        hint: `${hint} Rename the key, or add the version to versions.json.`,
      },
      {
        message: 'onlyIncludeVersions of the docs "default" names the version "0.9", which they do not have.',
        location: expect.objectContaining({ file: 'site.config.ts' }),
        hint: `${hint} Remove it from the list, or add it to versions.json.`,
      },
    ]);
    expect(errors.map((error) => textAt(site.siteDir, error.location))).toEqual(['"3.0",', '"1.5": {', '"0.9"']);
  });

  it('reports docs left without any version', async () => {
    const config = {
      ...fixtureConfig,
      blogs: [],
      docs: [{ id: 'leer', path: 'docs', routeBasePath: 'docs', includeCurrentVersion: false }],
    };
    const site = siteWithConfig(fixture('versioned-docs'), config);
    expect(described(await contentErrorsOf(site.siteDir, config))).toEqual([
      {
        message:
          'The docs "leer" have no version to build: includeCurrentVersion is false and leer_versions.json lists none.',
        location: expect.objectContaining({ file: 'site.config.ts', line: expect.any(Number) }),
        hint: 'Remove `includeCurrentVersion: false`, or list the versions in leer_versions.json, e.g. `["1.0.0"]`.',
      },
    ]);
  });
});
