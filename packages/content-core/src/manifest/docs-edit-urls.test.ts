import { describe, expect, it } from 'vitest';
import { contentErrorsOf, described, siteWithConfig, textAt } from '../../test/bad-input/sites.js';
import { buildFixture, fixture, fixtureConfig, routeOf } from '../../test/fixture-site.js';
import type { DocsEditUrlParams } from '../config/edit-url.js';
import type { DocsInstanceConfig, SiteConfig } from '../config/config.js';

const docsWith = (options: Partial<DocsInstanceConfig>): SiteConfig => ({
  ...fixtureConfig,
  blogs: [],
  docs: [{ id: 'default', path: 'docs', routeBasePath: 'docs', sidebarPath: './sidebars.json', ...options }],
});

describe('an editUrl function of docs', () => {
  it("is called with Docusaurus's arguments for each doc of each version, and its result is the edit link", async () => {
    const calls: DocsEditUrlParams[] = [];
    const editUrl = (params: DocsEditUrlParams) => {
      calls.push(params);
      return params.version === 'current'
        ? undefined
        : `https://example.org/edit/${params.versionDocsDirPath}/${params.docPath}`;
    };
    const manifest = await buildFixture('versioned-docs', docsWith({ editUrl }));
    expect(routeOf(manifest, 'doc', '/docs/1.0/alt').editUrl).toBe(
      'https://example.org/edit/versioned_docs/version-1.0/alt.md',
    );
    expect(routeOf(manifest, 'doc', '/docs/next/neu').editUrl).toBeUndefined();
    expect(calls).toContainEqual({
      version: '1.0',
      versionDocsDirPath: 'versioned_docs/version-1.0',
      docPath: 'alt.md',
      permalink: '/docs/1.0/alt',
      locale: 'en',
    });
  });

  const configText = (editUrlSource: string) =>
    [
      'export default {',
      "  title: 'Test', url: 'https://example.org', locale: { code: 'de' }, blogs: [],",
      "  docs: [{ id: 'default', path: 'docs', routeBasePath: 'docs', sidebarPath: './sidebars.json',",
      `    editUrl: ${editUrlSource},`,
      '  }],',
      '};',
      '',
    ].join('\n');

  it('that throws is reported once, at its line in site.config.ts, with the file it was called for', async () => {
    const editUrl = () => {
      throw new Error('no repository');
    };
    const config = docsWith({ editUrl });
    const site = siteWithConfig(
      fixture('versioned-docs'),
      config,
      configText('() => { throw new Error("no repository") }'),
    );
    try {
      const errors = described(await contentErrorsOf(site.siteDir, config));
      expect(errors).toHaveLength(1);
      expect(errors[0]!.message).toMatch(/^The docs "default" editUrl function throws for \S+\.md: no repository$/);
      expect(textAt(site.siteDir, errors[0]!.location)).toMatch(/^editUrl: \(\) => \{ throw/);
    } finally {
      site.remove();
    }
  });

  it('that returns something other than a string is reported at its line', async () => {
    const editUrl = (() => 42) as unknown as DocsInstanceConfig['editUrl'];
    const config = docsWith({ editUrl });
    const site = siteWithConfig(fixture('versioned-docs'), config, configText('() => 42'));
    try {
      const [error] = described(await contentErrorsOf(site.siteDir, config));
      expect(error!.message).toMatch(
        /returns the number 42 for \S+\.md, where a URL \(a string\) or undefined is needed\.$/,
      );
      expect(textAt(site.siteDir, error!.location)).toBe('editUrl: () => 42,');
    } finally {
      site.remove();
    }
  });
});
