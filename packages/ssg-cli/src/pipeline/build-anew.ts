import { existsSync } from 'node:fs';
import path from 'node:path';
import { BuildCache, type SearchDocuments } from '../cache/build-cache.js';
import { usesBuildCache } from '../cache/uses-build-cache.js';
import type { KranConfig } from '../config/load-config.js';
import { SEARCH_INDEX_DIR } from '../output/output-paths.js';
import { folderSize } from '../output/folder-size.js';
import { measureJavaScript } from '../commit/measure-output.js';
import { ChangedFilesOutput, type InPlaceOutput, type OutputChanges } from '../commit/in-place-output.js';
import { OutputTrash, TRASH_DIR } from '../output/output-trash.js';
import { StagedOutput } from '../output/write-output.js';
import { writeServeFacts } from '../commit/write-serve-facts.js';
import type { RenderedPage } from '../render/render-cache.js';
import { writeSearchIndex } from '../search/write-search-index.js';
import type { BuildOptions, BuildSummary, Timed } from '../types.js';
import { shouldUseWorkerThread, writeSiteInWorkerThread } from './site-writer.js';
import { writeSite, type CachedWrittenSite } from './write-site.js';

/**
 * Builds the site into a staging folder and swaps it in; a failed build leaves the previous output as it was.
 * `known` holds the site's config and the toolchain key when the caller has them already.
 * config -> content -> bundle -> render -> feeds -> output -> links (writeSite), then search and the swap. With the
 * build cache (cache/), each phase reuses what the last build made of the same inputs, and Pagefind indexes while
 * feeds, static files and links are written.
 */
export async function buildAnew(
  options: BuildOptions,
  known: { config?: KranConfig; toolchainKey?: string } = {},
): Promise<BuildSummary> {
  const { config } = known;
  const siteOptions = { ...options, siteDir: path.resolve(options.siteDir) };
  const outDir = path.resolve(options.outDir ?? path.join(siteOptions.siteDir, 'build'));
  const phases: BuildSummary['phases'] = [];
  const recordPhase = (name: string, ms: number) => phases.push({ name, ms });
  // Phases are listed in the order they start; some run at the same time (the bundle and the page data).
  const timed: Timed = async (name, task) => {
    const phase = { name, ms: 0 };
    phases.push(phase);
    const start = performance.now();
    const result = await task();
    phase.ms = Math.round(performance.now() - start);
    return result;
  };

  const buildCache = usesBuildCache(options)
    ? new BuildCache(siteOptions.siteDir, outDir, known.toolchainKey)
    : undefined;
  // With the cache, the output this build replaces goes to the cache's trash, which the next build empties while
  // it waits for its search index.
  const trash = buildCache && new OutputTrash(path.join(buildCache.folder, TRASH_DIR));
  const staged = options.inPlaceOutput?.stage() ?? new StagedOutput(outDir, undefined, trash);
  try {
    const keepsSearchIndex = Boolean(options.reuseSearchIndex) && existsSync(path.join(outDir, SEARCH_INDEX_DIR));
    // Pages write search documents only when the search index is built anew, or, in place, for a later index.
    const searchSourceDir =
      options.inPlaceOutput?.searchDocumentsDir ?? (keepsSearchIndex ? undefined : staged.scratchDir);
    const written: CachedWrittenSite =
      !buildCache && (await shouldUseWorkerThread(siteOptions))
        ? await writeSiteInWorkerThread(siteOptions, staged, recordPhase, searchSourceDir)
        : await writeSite(siteOptions, staged, timed, { searchSourceDir, buildCache, config });
    const { site, bundle } = written;
    // While Pagefind indexes (with the build cache), what does not depend on the index is measured and saved.
    const besideSearch = (async () => {
      // A build in place has only the changed files staged: its JavaScript is measured in the output after commit.
      const javaScript = staged.writesOnlyChanges
        ? undefined
        : await measureJavaScript(staged.dir, bundle, written.kinds, buildCache?.gzipSizes);
      await buildCache?.saveBeforeCommit(
        bundle.files.map((file) => file.path),
        { frameKey: written.frameKey, pages: written.pages },
      );
      return javaScript;
    })();
    void besideSearch.catch(() => undefined);
    const emptying = trash?.empty();
    void emptying?.catch(() => undefined);
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
    const javaScript = await besideSearch;
    // The facts name the search index's files.
    await writeServeFacts(staged, site.baseUrl, {
      bundleFiles: bundle.hashedFiles,
      routeMapFiles: written.hashedRouteMapFiles,
    });
    const changes = await commitOutput(staged, written.pages, options.inPlaceOutput);
    options.renderCache?.remember(written.frameKey, written.pages, outDir);
    if (options.renderCache) options.renderCache.site = written.renderedSite;
    // The output is in place: its size is measured while the cache is saved and the previous output removed.
    const [sizes] = await Promise.all([
      javaScript
        ? folderSize(outDir).then((output) => ({ output, ...javaScript }))
        : measureJavaScript(outDir, bundle, written.kinds, options.inPlaceOutput?.gzipSizes),
      buildCache && searchDocuments ? savePagesOf(written, buildCache, searchDocuments, outDir) : undefined,
      changes ? undefined : staged.removeLeftovers(),
      emptying,
    ]);
    const { warnings, brokenLinks, brokenAnchors } = written;
    return {
      routes: written.kinds.length,
      renderedPages: written.renderedCount,
      outDir,
      phases,
      ...sizes,
      baseUrl: site.baseUrl,
      language: site.locale.code,
      warnings,
      brokenLinks,
      ...(brokenAnchors ? { brokenAnchors } : {}),
      notices: buildCache?.notices ?? [],
      ...(changes ? { changes } : {}),
    };
  } catch (error) {
    await staged.discard();
    throw error;
  }
}

/**
 * Swaps the staged output in (its leftovers are removed by the caller), or moves a build's changed files into the
 * output folder in place; returns the changes of a build in place.
 */
async function commitOutput(
  staged: StagedOutput,
  pages: RenderedPage[],
  inPlaceOutput: InPlaceOutput | undefined,
): Promise<OutputChanges | undefined> {
  if (staged instanceof ChangedFilesOutput) return staged.commitChanges(pages.map((page) => page.htmlFile));
  await staged.swapIn();
  await inPlaceOutput?.rememberSwapped();
  return undefined;
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
