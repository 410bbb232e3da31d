import { ConfigSource } from '@kran/content-core';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { bundleSite } from './bundle/bundle-site.js';
import type { BuildCache, SearchDocuments } from './cache/build-cache.js';
import { cachedBundle } from './cache/cached-bundle.js';
import { cachedSearchIndex } from './cache/cached-search-index.js';
import { CONFIG_FILE, type KranConfig } from './config/load-config.js';
import { loadBuildConfig } from './config/load-build-config.js';
import { loadSiteTheme } from './config/site-theme.js';
import { loadContent } from './content/load-content.js';
import { siteIslandsOf } from './content/site-components.js';
import { writeFeeds } from './feeds/write-feeds.js';
import { checkSiteLinks } from './links/check-site-links.js';
import { copyAssets, copyStaticFolder } from './output/copy-site-files.js';
import type { RenderCache } from './render/render-cache.js';
import { renderPages } from './render/render-pages.js';
import { planRender } from './render/render-plan.js';
import type { StagedOutput } from './output/write-output.js';
import type { SiteBuildOptions, Timed, WrittenSite } from './types.js';

/**
 * Writes the site into the staging folder and checks its links: every phase before the search index. A large
 * site's build runs it in a worker thread (workers/site-writer.ts). Search documents go to `searchSourceDir`.
 */
export async function writeSite(
  options: SiteBuildOptions,
  staged: StagedOutput,
  timed: Timed,
  { searchSourceDir, buildCache, config: loadedConfig }: WriteSiteOptions = {},
): Promise<CachedWrittenSite> {
  const { siteDir } = options;
  const { config, customCss, themeModule } = await timed('config', () =>
    loadBuildConfig(siteDir, options.baseUrl, loadedConfig),
  );
  const content = await timed('content', () => {
    buildCache?.restoreContent(themePackageOf(config));
    return loadContent(siteDir, config, options.cache ?? buildCache?.content);
  });
  const { manifest, reactPageModules } = content;
  const siteIslands = siteIslandsOf(siteDir, content.siteComponentModules);
  const { site } = manifest;
  const theme = await timed('theme', () => loadSiteTheme(siteDir, site, config, themeModule));
  const renderCache = options.renderCache ?? buildCache?.renderCache();
  await staged.prepare();
  const bundle = await timed('bundle', () =>
    buildCache
      ? cachedBundle(buildCache, { siteDir, customCss, reactPageModules, siteIslands, theme, staged })
      : bundleSite(siteDir, customCss, reactPageModules, theme, staged.dir, siteIslands),
  );
  const { plan, rendered } = await timed('render', async () => {
    const plan = await planRender(content, bundle, staged, {
      stableRouteMapNames: Boolean(renderCache),
      extraScripts: options.extraScripts,
      searchSourceDir,
      theme,
    });
    return {
      plan,
      rendered: await renderPages(plan, {
        outDir: staged.outDir,
        renderCache,
        onProgress: options.onProgress,
        keepsSearchDocuments: Boolean(buildCache?.previousSearchDocuments),
      }),
    };
  });
  // Pagefind indexes in a process of its own, on another core, while the other phases go on.
  const searchIndex =
    buildCache && searchSourceDir
      ? indexWithCache(buildCache, searchSourceDir, rendered.reusedHtmlFiles, site.locale.code, staged)
      : undefined;
  // Handled here, so that its failure waits for the phases below instead of ending the process.
  void searchIndex?.catch(() => undefined);
  try {
    const files = new Set([...bundle.hashedFiles, ...plan.jobs.map((job) => job.dataFile)]);
    for (const file of await timed('feeds', () => writeFeeds(manifest, theme.shell, staged))) files.add(file);
    if (manifest.staticDir)
      for (const file of await timed('static', () => copyStaticFolder(manifest.staticDir!, staged))) files.add(file);
    for (const file of await timed('assets', () => copyAssets(manifest.assets, staged))) files.add(file);
    const brokenLinks =
      site.onBrokenLinks === 'ignore'
        ? []
        : await timed('links', async () => {
            const configSource = new ConfigSource(CONFIG_FILE, await readFile(path.join(siteDir, CONFIG_FILE), 'utf8'));
            return checkSiteLinks({ pages: rendered.pages, files, manifest, configSource });
          });
    return {
      site,
      warnings: manifest.warnings,
      bundle,
      kinds: plan.jobs.map((job) => job.layoutKind),
      pages: renderCache ? rendered.pages : [],
      frameKey: rendered.frameKey,
      renderedCount: rendered.renderedCount,
      reusedHtmlFiles: rendered.reusedHtmlFiles,
      hashedRouteMapFiles: plan.hashedRouteMapFiles,
      brokenLinks,
      ...(buildCache ? { renderCache } : {}),
      ...(searchIndex ? { searchIndex } : {}),
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

/** What writeSite returns with the build cache: the pages to remember and the search index being made. */
export type CachedWrittenSite = WrittenSite & { renderCache?: RenderCache; searchIndex?: Promise<SearchDocuments> };

/** Starts indexing the search documents of the rendered pages and of those taken over from the last build. */
async function indexWithCache(
  buildCache: BuildCache,
  searchSourceDir: string,
  reusedHtmlFiles: string[],
  language: string,
  staged: StagedOutput,
): Promise<SearchDocuments> {
  const documents = buildCache.searchDocumentsOf(searchSourceDir, reusedHtmlFiles);
  await cachedSearchIndex(buildCache, { documents, language, staged });
  return documents;
}

/** The theme package the config names, if a string (the config check reports any other value). */
function themePackageOf(config: { theme?: { package?: unknown } }): string | undefined {
  const name = config.theme?.package;
  return typeof name === 'string' ? name : undefined;
}
