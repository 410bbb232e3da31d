import type { SiteMetadata } from '@kran/content-core';
import type { Translate } from '@kran/theme';
import type { ClientBundle } from '../bundle/bundle-client.js';
import type { ThemedBuildContext } from '../build-context.js';
import type { SiteTheme } from '../theme/site-theme.js';
import type { SiteContent } from '../content/load-content.js';
import type { StagedOutput } from '../output/write-output.js';
import type { KnownPageData } from './known-page-data.js';
import type { PageDataMemo } from './page-data-memo.js';
import { writePageData, type PageJobs } from './page-jobs.js';
import type { RenderContext, RenderJob } from './render-job.js';
import { splitRouteMap, type RouteMap } from './route-map-parts.js';

/** The pages to render, with their data already written, and what every page shares. */
export interface RenderPlan {
  jobs: RenderJob[];
  context: RenderContext;
  /** What this thread renders the pages with. */
  buildContext: ThemedBuildContext;
  /** The route map's files that are named by their content hash (none with stable names). */
  hashedRouteMapFiles: string[];
  /** Every page's data file URL and layout kind, as the route map's files hold them. */
  routeMap: RouteMap;
}

export interface RenderPlanOptions {
  /** Keeps the route map's file names from build to build (kran dev), so a changed page does not change every page. */
  stableRouteMapNames: boolean;
  extraScripts?: string[];
  searchSourceDir?: string;
  /** The site's locale and theme overrides, as render workers load them. */
  theme: SiteTheme;
  /** The build's context in this thread, with the theme loaded (loadThemeRuntime). */
  buildContext: ThemedBuildContext;
}

/** Writes every page's data file into the staging folder (writePageData), while the client is bundled. */
export function writeSitePageData(
  { manifest }: SiteContent,
  staged: StagedOutput,
  { theme, buildContext }: Pick<RenderPlanOptions, 'theme' | 'buildContext'>,
  reuse: {
    /** What every page's data depends on besides its route (pageDataFrameOf). */
    frame: string;
    /** The data files of the last build's routes, from the build cache. */
    known?: KnownPageData;
    /** The last build's route data (kran dev), taken over for the routes that did not change. */
    pageDataMemo?: PageDataMemo;
  },
): PageJobs {
  return writePageData(
    manifest,
    theme.shell,
    staged.dir,
    staged.files,
    buildContext,
    reuse.known,
    reuse.pageDataMemo && { pageData: reuse.pageDataMemo, frame: reuse.frame },
  );
}

/** Writes the route map into the staging folder and plans the rendering of the pages whose data was written. */
export async function planRender(
  { jobs, routeMap, sharedProps }: PageJobs,
  { manifest, reactPageModules, siteComponentModules }: SiteContent,
  bundle: ClientBundle,
  staged: StagedOutput,
  options: RenderPlanOptions,
): Promise<RenderPlan> {
  const { site } = manifest;
  const routeMapParts = splitRouteMap(routeMap, { stableNames: options.stableRouteMapNames });
  for (const part of routeMapParts.files) await staged.write(part.file, part.json);
  const context: RenderContext = {
    site,
    settings: {
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
      sharedProps,
    },
    scripts: [bundle.entry, ...(options.extraScripts ?? [])],
    stylesheets: bundle.stylesheets,
    feeds: feedLinksOf(site, manifest.feeds, options.buildContext.runtime.i18n.t),
    outDir: staged.dir,
    previousOutDir: staged.outDir,
    ...(staged.writesOnlyChanges ? { writesOnlyChanges: true } : {}),
    reactPageModules,
    siteComponentModules,
    theme: options.theme,
    ...(options.searchSourceDir ? { searchSourceDir: options.searchSourceDir } : {}),
  };
  const hashedRouteMapFiles = routeMapParts.files.filter((part) => part.isHashed).map((part) => part.file);
  return { jobs, context, buildContext: options.buildContext, hashedRouteMapFiles, routeMap };
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
