import path from 'node:path';
import {
  buildManifest,
  type ConfigPart,
  type DocsVersionConfig,
  type Route,
  type RouteManifest,
  type SiteMetadata,
} from '@kran/content-core';
import {
  de,
  defaultThemeRuntime,
  toSiteShell,
  type RouteProps,
  type ShellSiteFacts,
  type SiteShell,
  type ThemeSiteConfig,
} from '@kran/theme';
import { theme } from '@kran/theme/definition';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { newBuildContext } from '../build-context.js';
import { pageDataOf, renderRoute } from './render-route.js';
import { shellFactsOf } from '../theme/site-theme.js';

const siteDir = path.resolve(import.meta.dirname, '../../test/fixtures/versioned-docs');

function manifestWith(current?: DocsVersionConfig): Promise<RouteManifest> {
  return buildManifest({
    siteDir,
    config: {
      title: 'Beispiel',
      url: 'https://example.org',
      pages: false,
      docs: [
        {
          id: 'default',
          path: 'docs',
          routeBasePath: 'docs',
          sidebars: { handbuch: ['index'] },
          ...(current ? { versions: { current } } : {}),
        },
      ],
    },
  });
}

const themeConfig: ThemeSiteConfig = {
  navbar: { items: [{ type: 'docSidebar', label: 'Handbuch', sidebarId: 'handbuch' }] },
};

/** The doc page's HTML as kran build renders it, through the theme's layout. */
async function renderedDoc(current?: DocsVersionConfig): Promise<string> {
  const manifest = await manifestWith(current);
  const route = manifest.routes.find((candidate) => candidate.kind === 'doc')!;
  const context = { ...newBuildContext(theme), runtime: defaultThemeRuntime };
  return renderRoute(pageDataOf(route, toSiteShell(themeConfig, shellFactsOf(manifest.site)), context), {
    site: manifest.site,
    context,
  }).body;
}

const bannerText = (key: 'docs.versionBanner.unreleased' | 'docs.versionBanner.unmaintained', version: string) =>
  de[key].replace('{version}', version);

describe('the docs version banner', () => {
  it('is not shown for the current version by default', async () => {
    const html = await renderedDoc();
    expect(html).not.toContain(de['docs.versionBanner.label']);
  });

  it('tells readers of an unreleased version, with the label from the config', async () => {
    const html = await renderedDoc({ label: 'Kommende Version', banner: 'unreleased' });
    expect(html).toContain(`aria-label="${de['docs.versionBanner.label']}"`);
    expect(html).toContain(bannerText('docs.versionBanner.unreleased', 'Kommende Version'));
  });

  it('tells readers of an unmaintained version', async () => {
    const html = await renderedDoc({ label: '4.x', banner: 'unmaintained' });
    expect(html).toContain(bannerText('docs.versionBanner.unmaintained', '4.x'));
    expect(html).not.toContain(bannerText('docs.versionBanner.unreleased', '4.x'));
  });
});

describe('toSiteShell', () => {
  it('links a docSidebar navbar item to the first doc of its sidebar, under the version path', async () => {
    const manifest = await manifestWith({ path: 'next' });
    expect(toSiteShell(themeConfig, shellFactsOf(manifest.site)).navbar.items).toEqual([
      {
        type: 'link',
        label: 'Handbuch',
        href: '/docs/next',
        position: 'left',
        activeBasePath: '/docs',
        activeSidebar: 'handbuch',
      },
    ]);
  });
});

describe('the manifest and the theme’s props', () => {
  it('are one set of types: every manifest route is a layout’s props as it is, without a cast', () => {
    expectTypeOf<Route>().toExtend<RouteProps>();
    expectTypeOf<ReturnType<typeof toSiteShell>>().toEqualTypeOf<SiteShell>();
    expectTypeOf<SiteMetadata>().toExtend<Omit<ShellSiteFacts, 'docs'>>();
    expectTypeOf(shellFactsOf).parameter(0).toEqualTypeOf<SiteMetadata>();
    expectTypeOf<ReturnType<typeof shellFactsOf>>().toEqualTypeOf<ShellSiteFacts>();
  });

  it("are one contract for the config: the theme's part is what content-core checks with the content", () => {
    expectTypeOf(theme.config).toExtend<ConfigPart>();
  });
});
