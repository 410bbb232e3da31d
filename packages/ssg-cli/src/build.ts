import { ConfigSource } from '@kran/content-core';
import type { PageData } from '@kran/runtime';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { bundleSite } from './bundle/bundle-site.js';
import { BuildCache, type SearchDocuments } from './cache/build-cache.js';
import { cachedBundle } from './cache/cached-bundle.js';
import { cachedSearchIndex } from './cache/cached-search-index.js';
import { CONFIG_FILE, GENERATED_DIR } from './config/load-config.js';
import { loadBuildConfig } from './config/load-build-config.js';
import { loadSiteTheme } from './config/site-theme.js';
import { loadContent } from './content/load-content.js';
import { siteIslandsOf } from './content/site-components.js';
import { writeFeeds } from './feeds/write-feeds.js';
import { checkSiteLinks } from './links/check-site-links.js';
import { copyAssets, copyStaticFolder } from './output/copy-site-files.js';
import { NOT_FOUND_PATH, SEARCH_INDEX_DIR } from './output/output-paths.js';
import { measureJavaScript, measureOutput } from './output/measure-output.js';
import { ChangedFilesOutput, type InPlaceOutput, type OutputChanges } from './output/in-place-output.js';
import { StagedOutput } from './output/write-output.js';
import { writeServeFacts } from './output/write-serve-facts.js';
import type { RenderCache, RenderedPage } from './render/render-cache.js';
import { renderPages } from './render/render-pages.js';
import { planRender } from './render/render-plan.js';
import { writeSearchIndex } from './search/write-search-index.js';
import type { BuildOptions, BuildSummary, SiteBuildOptions, Timed, WrittenSite } from './types.js';
import { shouldUseWorkerThread, writeSiteInWorkerThread } from './workers/site-writer.js';

/**
 * Builds the site into a staging folder and swaps it in; a failed build leaves the previous output as it was.
 * config -> content -> bundle -> render -> feeds -> output -> links (writeSite), then search and the swap. With the
 * build cache (cache/), each phase reuses what the last build made of the same inputs, and Pagefind indexes while
 * feeds, static files and links are written.
 */
export async function buildSite(options: BuildOptions): Promise<BuildSummary> {
  const siteOptions = { ...options, siteDir: path.resolve(options.siteDir) };
  const outDir = path.resolve(options.outDir ?? path.join(siteOptions.siteDir, 'build'));
  const phases: BuildSummary['phases'] = [];
  const recordPhase = (name: string, ms: number) => phases.push({ name, ms });
  const timed: Timed = async (name, task) => {
    const start = performance.now();
    const result = await task();
    recordPhase(name, Math.round(performance.now() - start));
    return result;
  };

  const staged = options.inPlaceOutput?.stage() ?? new StagedOutput(outDir);
  // An in-memory cache (kran dev) is kept in place of the persistent one, and a worker thread keeps none.
  const buildCache =
    options.persistentCache !== false && !options.cache && !options.renderCache && options.workerThread !== true
      ? new BuildCache(siteOptions.siteDir, outDir)
      : undefined;
  try {
    const keepsSearchIndex = Boolean(options.reuseSearchIndex) && existsSync(path.join(outDir, SEARCH_INDEX_DIR));
    // Pages write search documents only when the search index is built anew, or, in place, for a later index.
    const searchSourceDir =
      options.inPlaceOutput?.searchDocumentsDir ?? (keepsSearchIndex ? undefined : staged.scratchDir);
    const written: CachedWrittenSite =
      !buildCache && (await shouldUseWorkerThread(siteOptions))
        ? await writeSiteInWorkerThread(siteOptions, staged, recordPhase, searchSourceDir)
        : await writeSite(siteOptions, staged, timed, searchSourceDir, buildCache);
    const { site, bundle } = written;
    // With the build cache, Pagefind has been indexing since the pages were rendered.
    const searchDocuments = await timed<SearchDocuments | void>(
      'search',
      () =>
        written.searchIndex ??
        writeSearchIndex({
          sourceDir: keepsSearchIndex ? undefined : searchSourceDir,
          language: site.locale.code,
          stagedDir: staged.dir,
          files: staged.files,
        }),
    );
    await writeServeFacts(staged, site.baseUrl, {
      bundleFiles: bundle.hashedFiles,
      routeMapFiles: written.hashedRouteMapFiles,
    });
    // A build in place measures the whole output folder only by its JavaScript, after the commit.
    const output = staged.writesOnlyChanges
      ? undefined
      : await measureOutput(staged.dir, bundle, written.kinds, buildCache?.gzipSizes);
    await buildCache?.saveBeforeCommit(
      bundle.files.map((file) => file.path),
      { frameKey: written.frameKey, pages: written.pages },
    );
    const changes = await commitOutput(staged, written.pages, options.inPlaceOutput);
    options.renderCache?.remember(written.frameKey, written.pages);
    if (buildCache && written.renderCache && searchDocuments) {
      written.renderCache.remember(written.frameKey, written.pages);
      await buildCache.savePages(written.renderCache, searchDocuments);
    }
    const { warnings, brokenLinks } = written;
    return {
      routes: written.kinds.length,
      renderedPages: written.renderedCount,
      outDir,
      phases,
      ...(output ?? (await measureJavaScript(outDir, bundle, written.kinds, options.inPlaceOutput?.gzipSizes))),
      baseUrl: site.baseUrl,
      language: site.locale.code,
      warnings,
      brokenLinks,
      notices: buildCache?.notices ?? [],
      ...(changes ? { changes } : {}),
    };
  } catch (error) {
    await staged.discard();
    throw error;
  }
}

/**
 * Writes the site into the staging folder and checks its links: every phase before the search index. A large
 * site's build runs it in a worker thread (workers/site-writer.ts). Search documents go to `searchSourceDir`.
 */
export async function writeSite(
  options: SiteBuildOptions,
  staged: StagedOutput,
  timed: Timed,
  searchSourceDir?: string,
  buildCache?: BuildCache,
): Promise<CachedWrittenSite> {
  const { siteDir } = options;
  const { config, customCss, themeModule } = await timed('config', () => loadBuildConfig(siteDir, options.baseUrl));
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
  const makeBundle = () =>
    bundleSite(siteDir, customCss, reactPageModules, theme, staged.dir, siteIslands).then((made) => {
      for (const file of made.outputs) staged.files.linkIfUnchanged(path.join(staged.dir, file));
      return made;
    });
  const bundle = await timed('bundle', () => {
    if (buildCache)
      return cachedBundle(buildCache, { siteDir, customCss, reactPageModules, siteIslands, theme, staged });
    if (!options.inPlaceOutput) return makeBundle();
    const key = JSON.stringify([customCss, Object.keys(reactPageModules), siteIslands, theme]);
    return options.inPlaceOutput.bundle.bundleOf(key, staged, makeBundle, path.join(siteDir, GENERATED_DIR));
  });
  const { plan, rendered } = await timed('render', async () => {
    const plan = await planRender(content, bundle, staged, {
      stableRouteMapNames: Boolean(renderCache),
      ...(options.renderCache ? { pageDataMemo: options.renderCache.pageData } : {}),
      extraScripts: options.extraScripts,
      searchSourceDir,
      theme,
    });
    return {
      plan,
      rendered: await renderPages(plan, {
        outDir: staged.outDir,
        files: staged.files,
        renderCache,
        onProgress: options.onProgress,
        // Kept by the build cache, or in place (kran dev) beside the output folder.
        keepsSearchDocuments: Boolean(buildCache?.previousSearchDocuments) || staged.writesOnlyChanges,
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
      pages: renderCache || staged.writesOnlyChanges ? rendered.pages : [],
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

/**
 * Swaps the staged output in, or moves a build's changed files into the output folder in place; returns the changes
 * of a build in place.
 */
async function commitOutput(
  staged: StagedOutput,
  pages: RenderedPage[],
  inPlaceOutput: InPlaceOutput | undefined,
): Promise<OutputChanges | undefined> {
  if (staged instanceof ChangedFilesOutput) return staged.commitChanges(pages.map((page) => page.htmlFile));
  await staged.commit();
  await inPlaceOutput?.rememberSwapped();
  return undefined;
}

/** What writeSite returns with the build cache: the pages to remember and the search index being made. */
type CachedWrittenSite = WrittenSite & { renderCache?: RenderCache; searchIndex?: Promise<SearchDocuments> };

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

export type { BuildOptions, BuildSummary } from './types.js';
export type { PageData };
export { BrokenLinksError } from './links/broken-links-error.js';
export { NOT_FOUND_PATH };
