import { describe, expect, it } from 'vitest';
import { contentErrorsOf, described, siteWithConfig, textAt } from '../../test/bad-input/sites.js';
import { buildFixture, fixture, fixtureConfig, routeOf } from '../../test/fixture-site.js';
import type { DocsVersionConfig, SiteConfig } from '../config/config.js';

const withCurrentVersion = (current: DocsVersionConfig): Partial<SiteConfig> => ({
  blogs: [],
  docs: [{ id: 'default', path: 'docs', routeBasePath: 'docs', versions: { current } }],
});

describe('the current docs version', () => {
  it('is labelled Next, the latest, at the docs root, without banner or badge by default, as in Docusaurus', async () => {
    const doc = routeOf(await buildFixture('docs-versions'), 'doc', '/docs/anleitung');
    expect(doc.version).toEqual({ name: 'current', label: 'Next', isLatest: true, banner: 'none', badge: false });
  });

  it('takes its label, path, banner and badge from the config', async () => {
    const manifest = await buildFixture(
      'docs-versions',
      withCurrentVersion({ label: 'Kommende Version', path: 'next', banner: 'unreleased', badge: true }),
    );
    expect(manifest.routes.map((route) => route.path)).toEqual(['/docs/next', '/docs/next/anleitung']);
    const doc = routeOf(manifest, 'doc', '/docs/next/anleitung');
    expect(doc.version).toEqual({
      name: 'current',
      label: 'Kommende Version',
      isLatest: true,
      banner: 'unreleased',
      badge: true,
    });
    expect(JSON.stringify(doc.content)).toContain('"href":"/docs/next"');
    expect(manifest.site.docPaths).toEqual({ default: { anleitung: '/docs/next/anleitung', index: '/docs/next' } });
  });

  it('can be marked as no longer maintained', async () => {
    const doc = routeOf(
      await buildFixture('docs-versions', withCurrentVersion({ label: '4.x', banner: 'unmaintained' })),
      'doc',
      '/docs',
    );
    expect(doc.version).toMatchObject({ label: '4.x', banner: 'unmaintained', badge: false });
  });

  it('reports a banner Kran does not know, and a path that would leave the site, at their place in the config', async () => {
    const config = { ...fixtureConfig, ...withCurrentVersion({ banner: 'beta' as never, path: '../draussen' }) };
    const site = siteWithConfig(fixture('docs-versions'), config);
    const errors = described(await contentErrorsOf(site.siteDir, config));
    expect(errors).toEqual([
      {
        message: 'The current version of the docs "default" has the banner "beta", which Kran does not know.',
        location: { file: 'site.config.ts', line: 12, column: 21 },
        hint: "Use banner: 'none', 'unreleased' or 'unmaintained'.",
      },
      {
        message:
          'The current version of the docs "default" has an unusable path: "../draussen" contains "..", which would place the page outside the site.',
        location: { file: 'site.config.ts', line: 13, column: 11 },
        hint: "Use a path made of words and dashes, e.g. `path: 'next'`.",
      },
    ]);
    expect(errors.map((error) => textAt(site.siteDir, error.location))).toEqual(['"beta",', '"path": "../draussen"']);
  });
});
