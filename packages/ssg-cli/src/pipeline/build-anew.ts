import { existsSync } from 'node:fs';
import path from 'node:path';
import { BuildCache, type SearchDocuments } from '../cache/build-cache.js';
import { usesBuildCache } from '../cache/uses-build-cache.js';
import type { KranConfig } from '../config/load-config.js';
import { SEARCH_INDEX_DIR } from '../output/output-paths.js';
import { readFolderListing, type FolderListing } from '../output/folder-listing.js';
import { measureJavaScript } from '../commit/measure-output.js';
import { commitOutput } from '../commit/commit-output.js';
import { OutputTrash, TRASH_DIR } from '../output/output-trash.js';
import { StagedOutput } from '../output/write-output.js';
import { writeSearchIndex } from '../search/write-search-index.js';
import type { LocalePages, LocaleTwinsByPath } from '../content/locale-twins.js';
import type { BuildOptions, BuildSummary } from '../types.js';
import { phaseTimer } from './phase-timer.js';
import { SitePhases } from './site-phases.js';
import type { IndexedSearchDocuments } from './cached-phases.js';
import { shouldUseWorkerThread, SiteWriterThread, type CachedWrittenSite, type SiteWriter } from './site-writer.js';
import type { SharedBundles } from '../cache/shared-bundles.js';
import type { LocaleModuleNames } from '../bundle/locale-modules.js';

/** A build that has read its config and content, its pages waiting for their twins in the site's other locales. */
export interface StartedBuild {
  /** The built locale's pages, for the twins of every locale's pages. */
  pages: LocalePages;
  /** Builds the rest, each page with its twins (none: every locale has it at the same path), and commits. */
  finish(twins?: LocaleTwinsByPath): Promise<BuildSummary>;
  /** Discards the build, unless it was finished. */
  stop(): Promise<void>;
  /** The output folder as the finished build listed it once it was swapped in (none for kran dev's in place). */
  outputListing(): FolderListing | undefined;
}

/**
 * Builds the site into a staging folder and swaps it in; a failed build leaves the previous output as it was.
 * `known` holds the site's config and the toolchain key when the caller has them already, and the bundles and the
 * locale modules' names the site's locales share. Every phase of the build,
 * in order, each a call into its folder: the site writer's (config to links) run in this thread, or for a large site
 * without caches in a worker thread (site-writer.ts); search and commit run here. With the build cache (cache/), each
 * phase reuses what the last build made of the same inputs, and Pagefind indexes while the pages are written.
 *
 * The build starts with config and content, and is finished with the twins of its pages in the site's other
 * locales: a site in several languages starts every locale's build before it finishes any (build-locales.ts).
 */
export async function startBuild(
  options: BuildOptions,
  known: {
    config?: KranConfig;
    toolchainKey?: string;
    sharedBundles?: SharedBundles | undefined;
    localeModules?: LocaleModuleNames;
  } = {},
): Promise<StartedBuild> {
  const siteOptions = { ...options, siteDir: path.resolve(options.siteDir) };
  const outDir = path.resolve(options.outDir ?? path.join(siteOptions.siteDir, 'build'));
  const timer = phaseTimer();
  const { timed, recordPhase } = timer;
  const buildCache = usesBuildCache(options)
    ? new BuildCache(siteOptions.siteDir, outDir, known.toolchainKey, options.locale)
    : undefined;
  // With the cache, the output this build replaces goes to the cache's trash, which the next build empties while
  // it waits for its search index.
  const trash = buildCache && new OutputTrash(path.join(buildCache.folder, TRASH_DIR));
  const staged = options.inPlaceOutput?.stage() ?? new StagedOutput(outDir, undefined, trash);
  const keepsSearchIndex = Boolean(options.reuseSearchIndex) && existsSync(path.join(outDir, SEARCH_INDEX_DIR));
  // Pages write search documents only when the search index is built anew, or, in place, for a later index.
  const searchSourceDir =
    options.inPlaceOutput?.searchDocumentsDir ?? (keepsSearchIndex ? undefined : staged.scratchDir);
  const site: SiteWriter =
    !buildCache && (await shouldUseWorkerThread(siteOptions))
      ? new SiteWriterThread(siteOptions, staged, recordPhase, { searchSourceDir, localeModules: known.localeModules })
      : new SitePhases(siteOptions, staged, timed, {
          searchSourceDir,
          buildCache,
          config: known.config,
          sharedBundles: known.sharedBundles,
          localeModules: known.localeModules,
        });
  const discard = async () => {
    await site.stop();
    await staged.discard();
  };
  let pages: LocalePages;
  try {
    await site.config(); //   config/   site.config.ts -> BuildConfig, the theme package it names
    await site.content(); //  content/  -> RouteManifest, React pages, site components
    pages = await site.localePages();
  } catch (error) {
    await discard();
    throw error;
  }
  let isSettled = false;
  const build: BuildSetup = {
    outputListing: undefined,
    options,
    siteDir: siteOptions.siteDir,
    sharedBundles: known.sharedBundles,
    outDir,
    timer,
    buildCache,
    trash,
    staged,
    keepsSearchIndex,
    searchSourceDir,
    site,
  };
  return {
    pages,
    finish: async (twins = {}) => {
      isSettled = true;
      try {
        return await finishBuild(build, twins);
      } catch (error) {
        await discard();
        throw error;
      }
    },
    stop: async () => {
      if (isSettled) return;
      isSettled = true;
      await discard();
    },
    outputListing: () => build.outputListing,
  };
}

/** What the first phases of a build set up, for the others. */
interface BuildSetup {
  options: BuildOptions;
  siteDir: string;
  /** The client bundles the locales of a build of several share, and the entry folders they were made from. */
  sharedBundles: SharedBundles | undefined;
  outDir: string;
  timer: ReturnType<typeof phaseTimer>;
  buildCache: BuildCache | undefined;
  trash: OutputTrash | undefined;
  staged: StagedOutput;
  keepsSearchIndex: boolean;
  searchSourceDir: string | undefined;
  site: SiteWriter;
  /** The output folder as listed once the build was swapped in, for its size and the record of the last build. */
  outputListing: FolderListing | undefined;
}

/** The phases from the theme to the commit, and the build's summary. */
async function finishBuild(setup: BuildSetup, twins: LocaleTwinsByPath): Promise<BuildSummary> {
  const { options, outDir, timer, buildCache, trash, staged, keepsSearchIndex, searchSourceDir, site } = setup;
  const { phases, timed } = timer;
  await site.theme(twins); // theme/  -> shell, overrides, texts; every page as a task for the render threads
  await site.bundle(); //   bundle/   esbuild in a thread of its own, while the pages are made
  await site.pageData(); // render/   each page's content, data and markup, in one pass on the render threads
  await site.render(); //   render/   the route map, then each page's HTML around its markup
  await site.siteFiles(); // feeds/   feeds, sitemap, robots.txt, security headers, static files, assets
  await site.links(); //    links/    every internal link and anchor
  const written = await site.written();
  setup.sharedBundles?.madeFrom(setup.siteDir, written.bundle);
  // While Pagefind indexes (with the build cache), what does not depend on the index is measured and saved.
  const besideSearch = measureAndSave(written, staged, buildCache);
  void besideSearch.catch(() => undefined);
  const emptying = trash?.empty();
  void emptying?.catch(() => undefined);
  // search/: with the build cache, Pagefind has been indexing since the pages were rendered.
  const indexed = await timed<IndexedSearchDocuments | void>(
    'search',
    () =>
      written.searchIndex ??
      writeSearchIndex({
        sourceDir: keepsSearchIndex ? undefined : searchSourceDir,
        language: written.site.locale.code,
        shardSize: written.searchShardSize,
        stagedDir: staged.dir,
        files: staged.files,
      }),
  );
  const javaScript = await besideSearch;
  // commit/
  const changes = await commitOutput(staged, written, options.inPlaceOutput);
  options.renderCache?.remember(written.frameKey, written.pages, outDir);
  if (options.renderCache) options.renderCache.site = written.renderedSite;
  // The output is in place: its size is measured while the cache is saved and the previous output removed.
  const saving = Promise.all([
    buildCache && indexed ? savePagesOf(written, buildCache, indexed.documents, outDir) : undefined,
    changes ? undefined : staged.removeLeftovers(),
    emptying,
  ]);
  void saving.catch(() => undefined);
  const listing = javaScript ? readFolderListing(outDir) : undefined;
  setup.outputListing = listing;
  const sizes =
    javaScript && listing
      ? { output: listing.size, ...javaScript }
      : await measureJavaScript(outDir, written.bundle, written.kinds, options.inPlaceOutput?.gzipSizes);
  await saving;
  const { warnings, brokenLinks, brokenAnchors } = written;
  return {
    routes: written.kinds.length,
    renderedPages: written.renderedCount,
    outDir,
    phases,
    ...sizes,
    baseUrl: written.site.baseUrl,
    language: written.site.locale.code,
    searchShardSize: written.searchShardSize,
    ...(indexed ? { searchIndexes: indexed.indexes } : {}),
    warnings,
    brokenLinks,
    ...(brokenAnchors ? { brokenAnchors } : {}),
    notices: buildCache?.notices ?? [],
    ...(changes ? { changes } : {}),
  };
}

/** Measures the bundle's JavaScript (not in place: measured in the output after commit) and saves the build cache's parts. */
async function measureAndSave(written: CachedWrittenSite, staged: StagedOutput, buildCache: BuildCache | undefined) {
  const { bundle } = written;
  const javaScript = staged.writesOnlyChanges
    ? undefined
    : await measureJavaScript(staged.dir, bundle, written.kinds, buildCache?.gzipSizes);
  await buildCache?.saveBeforeCommit(
    bundle.files.map((file) => file.path),
    { frameKey: written.frameKey, pages: written.pages },
  );
  return javaScript;
}

/** Keeps the pages of the build that was swapped in, with their search documents, in the build cache. */
async function savePagesOf(
  written: CachedWrittenSite,
  buildCache: BuildCache,
  searchDocuments: SearchDocuments,
  outDir: string,
): Promise<void> {
  if (!written.renderCache) return;
  written.renderCache.remember(written.frameKey, written.pages, outDir);
  await buildCache.savePages(written.renderCache, searchDocuments);
}
