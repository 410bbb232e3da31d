import type { ContentCache, ContentWarning } from '@kran/content-core';
import type { PageData } from '@kran/runtime';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { BrokenLink } from './links/check-links.js';
import { FileWriter } from './output/file-writer.js';
import { javaScriptPerKind, type JavaScriptSize } from './bundle/javascript-size.js';
import { folderSize, type FolderSize } from './output/folder-size.js';
import { NOT_FOUND_PATH } from './render/page-jobs.js';
import type { RenderCache } from './render/render-cache.js';
import { createSearchIndex, SEARCH_INDEX_DIR } from './search/search-index.js';
import { hashedSearchFiles, ROUTE_DATA_DIR, serveFactsFile } from './serve/serve-facts.js';
import { StagedOutput } from './output/write-output.js';
import { writeSiteOnce } from './workers/site-writer.js';

export interface BuildOptions {
  siteDir: string;
  /** Output folder; `<siteDir>/build` by default. */
  outDir?: string;
  /** Overrides the config's baseUrl. */
  baseUrl?: string;
  cache?: ContentCache;
  /** Copies the previous build's search index instead of indexing again: faster rebuilds, results may lag behind edits. */
  reuseSearchIndex?: boolean;
  /**
   * Whether content, rendering and link check run in a worker thread that ends before indexing (lower peak
   * memory, half a second more); by default for sites of 1,000 markdown files or more without caches.
   */
  workerThread?: boolean;
  /** Pass the same cache to each rebuild (as `kran dev` does) to render only pages whose data changed. */
  renderCache?: RenderCache;
  /** More scripts for every page, relative to the output root (what `kran dev` adds). */
  extraScripts?: string[];
  onProgress?: (done: number, total: number) => void;
}

export interface BuildSummary {
  routes: number;
  /** Pages rendered by this build; with a render cache the others were taken over from the last build. */
  renderedPages: number;
  outDir: string;
  /** What the output folder holds. */
  output: FolderSize;
  phases: { name: string; ms: number }[];
  /** Bytes of JavaScript every page loads at start (before its layout). */
  entryJsBytes: number;
  /** The same, gzip-compressed. */
  entryJsGzipBytes: number;
  /** JavaScript a first visit loads, per route kind (start files and the layout's chunks). */
  javaScriptPerKind: Record<string, JavaScriptSize>;
  /** The base URL the site was built for. */
  baseUrl: string;
  /** Content problems that did not stop the build. */
  warnings: ContentWarning[];
  /** Links that point at nothing, when the site only warns about them. */
  brokenLinks: BrokenLink[];
}


/** Builds the site into a staging folder and swaps it in; a failed build leaves the previous output as it was. */
export async function buildSite(options: BuildOptions): Promise<BuildSummary> {
  const siteDir = path.resolve(options.siteDir);
  const outDir = path.resolve(options.outDir ?? path.join(siteDir, 'build'));
  const phases: BuildSummary['phases'] = [];
  const timed = async <T>(name: string, task: () => Promise<T> | T): Promise<T> => {
    const start = performance.now();
    const result = await task();
    phases.push({ name, ms: Math.round(performance.now() - start) });
    return result;
  };

  const staged = new StagedOutput(outDir);
  try {
    const previousIndex = path.join(outDir, SEARCH_INDEX_DIR);
    const searchSourceDir = options.reuseSearchIndex && existsSync(previousIndex) ? undefined : staged.scratchDir;
    const { site, warnings, bundle, kinds, frameKey, renderedCount, files, hashedRouteMapFiles, brokenLinks, pages } = await writeSiteOnce(
      { ...options, siteDir },
      staged,
      timed,
      (name, ms) => phases.push({ name, ms }),
      searchSourceDir,
    );
    await timed('search', async () => {
      if (!searchSourceDir) return new FileWriter().linkTree(previousIndex, path.join(staged.dir, SEARCH_INDEX_DIR));
      for (const file of await createSearchIndex({ siteDir: searchSourceDir, language: site.locale.code, outDir: staged.dir })) files.add(file);
    });
    const facts = serveFactsFile({ baseUrl: site.baseUrl, immutable: [...bundle.hashedFiles, ROUTE_DATA_DIR, ...hashedRouteMapFiles, ...(await hashedSearchFiles(staged.dir))] });
    await staged.write(facts.path, facts.contents);
    const start = javaScriptPerKind({ ...bundle, layoutFiles: {} }, ['start'], staged.dir)['start']!;
    const perKind = javaScriptPerKind(bundle, kinds, staged.dir);
    const output = await folderSize(staged.dir);
    await staged.commit();
    options.renderCache?.remember(frameKey, pages);
    return { routes: kinds.length, renderedPages: renderedCount, outDir, output, phases, entryJsBytes: start.bytes, entryJsGzipBytes: start.gzipBytes, javaScriptPerKind: perKind, baseUrl: site.baseUrl, warnings, brokenLinks };
  } catch (error) {
    await staged.discard();
    throw error;
  }
}

export type { PageData };
export { BrokenLinksError } from './links/broken-links-error.js';
export { NOT_FOUND_PATH };
