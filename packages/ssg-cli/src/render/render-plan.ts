import type { SiteMetadata } from '@kran/content-core';
import type { Translate } from '@kran/theme';
import type { ClientBundle } from '../bundle/bundle-client.js';
import type { SiteTheme } from '../theme/site-theme.js';
import type { SiteContent } from '../content/load-content.js';
import { contentHash, type StagedOutput } from '../output/write-output.js';
import type { RenderContext, RenderSetup } from './render-job.js';
import { splitRouteMap, type RouteMap } from './route-map-parts.js';

/** What every page shares, and the route map's files. */
export interface RenderPlan {
  context: RenderContext;
  /** The route map's files that are named by their content hash (none with stable names). */
  hashedRouteMapFiles: string[];
  /** Every page's layout kind, as the route map's files hold them. */
  routeMap: RouteMap;
}

export interface RenderPlanOptions {
  /** Keeps the route map's file names from build to build (kran dev), so a changed page does not change every page. */
  stableRouteMapNames: boolean;
  extraScripts?: string[];
  /** The site's texts, which name the feeds in every page's head. */
  t: Translate;
}

/** What the render threads make every page with: the site, its theme and modules, the output's folders. */
export function renderSetupOf(
  { manifest, reactPageModules, siteComponentModules }: SiteContent,
  theme: SiteTheme,
  staged: StagedOutput,
  searchSourceDir: string | undefined,
): RenderSetup {
  return {
    site: manifest.site,
    outDir: staged.dir,
    previousOutDir: staged.outDir,
    ...(staged.writesOnlyChanges ? { writesOnlyChanges: true } : {}),
    reactPageModules,
    siteComponentModules,
    theme,
    ...(searchSourceDir ? { searchSourceDir } : {}),
  };
}

/**
 * Writes the route map into the staging folder and plans the frame of every page, once the client is bundled: the
 * route map holds each path's layout kind, which is known before any page is made.
 */
export async function planRender(
  routeMap: RouteMap,
  setup: RenderSetup,
  { manifest, bundle, staged }: { manifest: SiteContent['manifest']; bundle: ClientBundle; staged: StagedOutput },
  options: RenderPlanOptions,
): Promise<RenderPlan> {
  const { site } = manifest;
  const routeMapParts = splitRouteMap(routeMap, { stableNames: options.stableRouteMapNames });
  for (const part of routeMapParts.files) await staged.write(part.file, part.json);
  const scripts = [bundle.entry, ...(options.extraScripts ?? [])];
  const settings: RenderContext['settings'] = {
    baseUrl: site.baseUrl,
    routeMapUrl: `${site.baseUrl}${routeMapParts.first}`,
    ...(routeMapParts.splits.length > 0
      ? {
          routeMapSplits: routeMapParts.splits.map(([fromPath, file]): [string, string] => [
            fromPath,
            `${site.baseUrl}${file}`,
          ]),
        }
      : {}),
    layoutChunks: Object.fromEntries(
      Object.entries(bundle.layoutFiles).map(([kind, chunks]) => [
        kind,
        chunks.map((file) => `${site.baseUrl}${file.path}`),
      ]),
    ),
    sharedProps: { site: setup.theme.shell },
  };
  // What the running code must match to render a page it fetched: otherwise the browser loads that page in full.
  settings.build = contentHash(JSON.stringify([settings, scripts, bundle.stylesheets]));
  const context: RenderContext = {
    ...setup,
    settings,
    scripts,
    stylesheets: bundle.stylesheets,
    feeds: feedLinksOf(site, manifest.feeds, options.t),
  };
  const hashedRouteMapFiles = routeMapParts.files.filter((part) => part.isHashed).map((part) => part.file);
  return { context, hashedRouteMapFiles, routeMap };
}

/** The links to the blogs' feeds every page's head has, named in the site's language. */
function feedLinksOf(
  site: SiteMetadata,
  feeds: { blogId: string; title: string; basePath: string }[],
  t: Translate,
): RenderContext['feeds'] {
  return feeds.flatMap((feed) => {
    const title = feed.blogId === 'default' ? site.title : `${site.title} ${feed.title}`;
    return [
      { type: 'application/rss+xml', title: t('blog.rssFeed', { title }), href: `${feed.basePath}/rss.xml` },
      { type: 'application/atom+xml', title: t('blog.atomFeed', { title }), href: `${feed.basePath}/atom.xml` },
    ];
  });
}
