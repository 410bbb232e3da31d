import { ConfigSource } from '@kran/content-core';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { newBuildContext, type ThemedBuildContext } from '../build-context.js';
import { stopEsbuildWhenIdle } from '../esbuild-service.js';
import { bundleSiteInWorker } from '../bundle/bundle-in-worker.js';
import type { ClientBundle } from '../bundle/bundle-client.js';
import type { BuildCache, SearchDocuments } from '../cache/build-cache.js';
import { cachedBundle, type BundleInputs } from '../cache/cached-bundle.js';
import { cachedSearchIndex } from '../cache/cached-search-index.js';
import { SearchIndexWhileRendering } from '../cache/search-index-while-rendering.js';
import { CONFIG_FILE, GENERATED_DIR, type KranConfig } from '../config/load-config.js';
import { loadBuildConfig } from '../config/load-build-config.js';
import { loadSiteTheme, type SiteTheme } from '../theme/site-theme.js';
import { withLayoutHeads } from '../render/layout-heads.js';
import { loadContent, type SiteContent } from '../content/load-content.js';
import { mdxStylesheetsOf, siteIslandsOf } from '../content/site-components.js';
import { writeFeeds } from '../feeds/write-feeds.js';
import { checkSiteLinks, type SiteLinksReport } from '../links/check-site-links.js';
import { copyAssets, copyStaticFolder } from '../feeds/copy-site-files.js';
import type { RenderCache, RenderedSite } from '../render/render-cache.js';
import { renderPages, type RenderedPages } from '../render/render-pages.js';
import { pageDataFrameOf } from '../render/known-page-data.js';
import type { PageJobs } from '../render/page-jobs.js';
import { planRender, writeSitePageData, type RenderPlan } from '../render/render-plan.js';
import type { StagedOutput } from '../output/write-output.js';
import type { SiteBuildOptions, Timed, WrittenSite } from '../types.js';

/**
 * Writes the site into the staging folder and checks its links: every phase before the search index, in order, each
 * a call into its folder. A large site's build runs it in a worker thread (site-writer.ts). Search documents go to
 * `searchSourceDir`.
 */
export async function writeSite(
  options: SiteBuildOptions,
  staged: StagedOutput,
  timed: Timed,
  { searchSourceDir, buildCache, config: loadedConfig }: WriteSiteOptions = {},
): Promise<CachedWrittenSite> {
  const { siteDir } = options;
  const buildConfig = await timed('config', () => loadBuildConfig(siteDir, options.baseUrl, loadedConfig));
  const { config, themeModule } = buildConfig;
  // The theme and the site's modules this build works with, handed to every phase.
  const siteContext = newBuildContext(buildConfig.theme);
  const loaded = await timed('content', () => {
    buildCache?.restoreContent(themePackageOf(config));
    return loadContent(siteDir, config, siteContext, options.cache ?? buildCache?.content, options.quickRoutes);
  });
  void buildCache?.saveFirstContent()?.catch(() => undefined);
  const siteIslands = siteIslandsOf(siteDir, loaded.siteComponentModules, siteContext);
  // The stylesheets MDX imports come before the site's own, whose rules win.
  const customCss = [...mdxStylesheetsOf(siteDir, loaded.manifest), ...buildConfig.customCss];
  const { site } = loaded.manifest;
  const { theme, context: buildContext } = await timed('theme', () =>
    loadSiteTheme(siteContext, { siteDir, site, config, themeModule }),
  );
  const content = { ...loaded, manifest: withLayoutHeads(loaded.manifest, theme.shell, buildContext) };
  const { manifest, reactPageModules } = content;
  // This thread compiled the config, the theme's overrides and the site's modules; the bundle has esbuild of its own.
  await stopEsbuildWhenIdle();
  const renderCache = options.renderCache ?? buildCache?.renderCache();
  await staged.prepare();
  // Pagefind indexes in a process of its own, on another core, from the start of the render on.
  const whileRendering =
    buildCache && searchSourceDir ? indexWhileRendering(buildCache, searchSourceDir, site.locale.code) : undefined;
  const task: RenderTask = {
    options,
    content,
    theme,
    buildContext,
    staged,
    timed,
    bundleInputs: { siteDir, customCss, reactPageModules, siteIslands, theme, staged },
    ...(buildCache ? { buildCache } : {}),
    ...(renderCache ? { renderCache } : {}),
    ...(searchSourceDir ? { searchSourceDir } : {}),
    ...(whileRendering ? { whileRendering } : {}),
  };
  const { bundle, plan, rendered } = await closingOnFailure(whileRendering, async () => {
    const { bundle, pageJobs } = await bundleBesidePageData(task);
    const { plan, rendered } = await timed('render', () => renderSite(task, pageJobs, bundle));
    return { bundle, plan, rendered };
  });
  const searchIndex =
    buildCache && searchSourceDir
      ? indexWithCache(buildCache, searchSourceDir, rendered.reusedHtmlFiles, site.locale.code, {
          staged,
          ...(whileRendering ? { whileRendering } : {}),
        })
      : undefined;
  // Handled here, so that its failure waits for the phases below instead of ending the process.
  void searchIndex?.catch(() => undefined);
  try {
    const files = new Set([...bundle.hashedFiles, ...plan.jobs.map((job) => job.dataFile)]);
    for (const file of await timed('feeds', () => writeFeeds(manifest, theme.shell, staged, buildContext.theme)))
      files.add(file);
    if (manifest.staticDir)
      for (const file of await timed('static', () => copyStaticFolder(manifest.staticDir!, staged))) files.add(file);
    for (const file of await timed('assets', () => copyAssets(manifest.assets, staged))) files.add(file);
    const linkReport: SiteLinksReport =
      site.onBrokenLinks === 'ignore' && site.onBrokenAnchors === 'ignore'
        ? { brokenLinks: [] }
        : await timed('links', async () => {
            const configSource = new ConfigSource(CONFIG_FILE, await readFile(path.join(siteDir, CONFIG_FILE), 'utf8'));
            return checkSiteLinks({ pages: rendered.pages, files, manifest, configSource });
          });
    return {
      site,
      warnings: manifest.warnings,
      bundle,
      kinds: plan.jobs.map((job) => job.layoutKind),
      pages: renderCache || staged.writesOnlyChanges ? rendered.pages : [],
      frameKey: rendered.frameKey,
      renderedCount: rendered.renderedCount,
      reusedHtmlFiles: rendered.reusedHtmlFiles,
      hashedRouteMapFiles: plan.hashedRouteMapFiles,
      ...linkReport,
      ...(buildCache ? { renderCache } : {}),
      ...(searchIndex ? { searchIndex } : {}),
      ...(options.inPlaceOutput
        ? { renderedSite: { manifest, theme, buildContext, routeMap: plan.routeMap, context: plan.context } }
        : {}),
    };
  } catch (error) {
    // The staging folder of a failed build is removed only after Pagefind is done writing into it.
    await searchIndex?.catch(() => undefined);
    throw error;
  }
}

export interface WriteSiteOptions {
  /** Where pages write their search documents, when the search index is built anew. */
  searchSourceDir?: string;
  buildCache?: BuildCache;
  /** The site's config, when the caller loaded it already. */
  config?: KranConfig;
}

/**
 * What writeSite returns with the build cache (the pages to remember and the search index being made), and in place
 * (what the pages were rendered with).
 */
export type CachedWrittenSite = WrittenSite & {
  renderCache?: RenderCache;
  searchIndex?: Promise<SearchDocuments>;
  renderedSite?: RenderedSite;
};

interface RenderTask {
  options: SiteBuildOptions;
  content: SiteContent;
  theme: SiteTheme;
  buildContext: ThemedBuildContext;
  staged: StagedOutput;
  timed: Timed;
  bundleInputs: BundleInputs;
  buildCache?: BuildCache;
  renderCache?: RenderCache;
  searchSourceDir?: string;
  /** Pagefind, fed the pages' search documents as they are rendered. */
  whileRendering?: SearchIndexWhileRendering;
}

/**
 * Bundles the client (in a worker thread, or from the cache) while the page data is written here. A failure of
 * either waits until the other stopped writing into the staging folder.
 */
async function bundleBesidePageData(task: RenderTask): Promise<{ bundle: ClientBundle; pageJobs: PageJobs }> {
  const { options, content, theme, buildContext, staged, timed, buildCache } = task;
  const { bundleInputs: inputs } = task;
  const makeBundle = () =>
    bundleSiteInWorker(
      inputs.siteDir,
      inputs.customCss,
      inputs.reactPageModules,
      theme,
      staged.dir,
      inputs.siteIslands,
    ).then((made) => {
      for (const file of made.outputs) staged.files.linkIfUnchanged(path.join(staged.dir, file));
      return made;
    });
  const bundling = timed('bundle', () => {
    if (buildCache) return cachedBundle(buildCache, inputs);
    const { inPlaceOutput } = options;
    if (!inPlaceOutput) return makeBundle();
    const key = JSON.stringify([inputs.customCss, Object.keys(inputs.reactPageModules), inputs.siteIslands, theme]);
    return inPlaceOutput.bundle.bundleOf(key, staged, makeBundle, path.join(inputs.siteDir, GENERATED_DIR));
  });
  void bundling.catch(() => undefined);
  // A page's data holds its content as HTML, which the site's MDX components render too.
  const frame = pageDataFrameOf(theme, content.siteComponentModules);
  const known = buildCache?.knownPageData(frame);
  const pageDataMemo = options.renderCache?.pageData;
  const reuse = { frame, ...(known ? { known } : {}), ...(pageDataMemo ? { pageDataMemo } : {}) };
  const pageJobs = await timed('page data', () =>
    writeSitePageData(content, staged, { theme, buildContext }, reuse),
  ).catch(async (error: unknown) => {
    await bundling.catch(() => undefined);
    throw error;
  });
  return { bundle: await bundling, pageJobs };
}

/** Writes the route map and renders the pages whose data was written, feeding Pagefind as they are written. */
async function renderSite(
  task: RenderTask,
  pageJobs: PageJobs,
  bundle: ClientBundle,
): Promise<{ plan: RenderPlan; rendered: RenderedPages }> {
  const { options, content, theme, buildContext, staged, buildCache, renderCache } = task;
  const plan = await planRender(pageJobs, content, bundle, staged, {
    stableRouteMapNames: Boolean(renderCache),
    extraScripts: options.extraScripts,
    searchSourceDir: task.searchSourceDir,
    theme,
    buildContext,
  });
  const rendered = await renderPages(plan, {
    outDir: staged.outDir,
    files: staged.files,
    onProgress: options.onProgress,
    // Kept by the build cache, or in place (kran dev) beside the output folder.
    keepsSearchDocuments: Boolean(buildCache?.previousSearchDocuments) || staged.writesOnlyChanges,
    ...(renderCache ? { renderCache } : {}),
    ...(task.whileRendering
      ? {
          onPlanned: task.whileRendering.begin.bind(task.whileRendering),
          onRendered: task.whileRendering.rendered.bind(task.whileRendering),
        }
      : {}),
  });
  return { plan, rendered };
}

/** Pagefind, fed each page's search document as soon as it is rendered (with the build cache). */
function indexWhileRendering(buildCache: BuildCache, sourceDir: string, language: string): SearchIndexWhileRendering {
  return new SearchIndexWhileRendering({ language, sourceDir, previousDocuments: buildCache.previousSearchDocuments });
}

/** Runs the bundle, page data and render phases; if one fails, Pagefind is stopped before the error goes on. */
async function closingOnFailure<T>(whileRendering: SearchIndexWhileRendering | undefined, phases: () => Promise<T>) {
  return phases().catch(async (error: unknown) => {
    await whileRendering?.close();
    throw error;
  });
}

/**
 * The search documents of the rendered pages and of those taken over from the last build, once their index is in
 * the staging folder.
 */
async function indexWithCache(
  buildCache: BuildCache,
  searchSourceDir: string,
  reusedHtmlFiles: string[],
  language: string,
  search: { staged: StagedOutput; whileRendering?: SearchIndexWhileRendering },
): Promise<SearchDocuments> {
  const documents = buildCache.searchDocumentsOf(searchSourceDir, reusedHtmlFiles);
  await cachedSearchIndex(buildCache, { documents, language, ...search });
  return documents;
}

/** The theme package the config names, if a string (the config check reports any other value). */
function themePackageOf(config: { theme?: { package?: unknown } }): string | undefined {
  const name = config.theme?.package;
  return typeof name === 'string' ? name : undefined;
}
