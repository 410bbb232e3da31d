import type { ContentCache, ContentWarning, QuickRoutes, SiteMetadata } from '@kran/content-core';
import type { ClientBundle } from './bundle/bundle-client.js';
import type { JavaScriptSize } from './bundle/javascript-size.js';
import type { BrokenLink } from './links/locate-broken-links.js';
import type { SiteLinksReport } from './links/check-site-links.js';
import type { FolderSize } from './output/folder-listing.js';
import type { InPlaceOutput, OutputChanges } from './commit/in-place-output.js';
import type { RenderCache, RenderedPage } from './render/render-cache.js';

// The types the phases share. This module imports only types of the phases, never the pipeline, so no phase
// has to import the build to know its options.

export interface BuildOptions {
  siteDir: string;
  /** Output folder; `<siteDir>/build` by default. */
  outDir?: string;
  /** Overrides the config's baseUrl. */
  baseUrl?: string;
  /**
   * Builds this one of the site's locales (`kran build --locale de`), into `<outDir>/de` for a locale other than the
   * default one; without it, a site with several locales builds each of them.
   */
  locale?: string;
  /**
   * How many locales of a site in several languages are built at once, once every locale's content is read: by
   * default one per two cores (one after the other on two cores).
   */
  localesAtOnce?: number;
  cache?: ContentCache;
  /**
   * Keeps the parsed content, the pages, the client bundle and the search index in the site's
   * `node_modules/.cache/kran/` for the next build, which reuses what its inputs did not change (default: true; not
   * with an in-memory `cache` or `renderCache`, which kran dev keeps instead, nor with `workerThread: true`).
   */
  persistentCache?: boolean;
  /** Copies the previous build's search index instead of indexing again: faster rebuilds, results may lag behind edits. */
  reuseSearchIndex?: boolean;
  /**
   * Whether content, rendering and link check run in a worker thread that ends before indexing (lower peak
   * memory, half a second more); by default for sites of 1,000 markdown files or more without caches (the build
   * cache included: a build with it runs in this thread).
   */
  workerThread?: boolean;
  /**
   * Pass the same one to each rebuild (as `kran dev` does) to write, after the first build, only the files that
   * changed into the output folder in place, instead of swapping in a whole new folder. Needs a `renderCache`.
   */
  inPlaceOutput?: InPlaceOutput;
  /** Pass the same cache to each rebuild (as `kran dev` does) to render only pages whose data changed. */
  renderCache?: RenderCache;
  /** Pass the same one to each rebuild (as `kran dev` does) to learn how to make an edited page's route at once. */
  quickRoutes?: QuickRoutes;
  /**
   * Writes a source map beside each script of the client bundle (`assets/*.js.map`, not linked from the scripts).
   * Off by default, as in Docusaurus: the output folder is what gets deployed. `kran dev` writes them.
   */
  sourceMaps?: boolean;
  /** More scripts for every page, relative to the output root (what `kran dev` adds). */
  extraScripts?: string[];
  onProgress?: (done: number, total: number) => void;
}

/** The build's options with the site folder resolved to an absolute path. */
export type SiteBuildOptions = BuildOptions & { siteDir: string };

export interface BuildSummary {
  routes: number;
  /** Pages rendered by this build; with a render cache the others were taken over from the last build. */
  renderedPages: number;
  outDir: string;
  /** What the output folder holds; not measured by a build in place. */
  output?: FolderSize;
  /** What a build in place (`inPlaceOutput`) wrote into the output folder and removed from it. */
  changes?: OutputChanges;
  phases: { name: string; ms: number }[];
  /** Bytes of JavaScript every page loads at start (before its layout). */
  entryJsBytes: number;
  /** The same, gzip-compressed. */
  entryJsGzipBytes: number;
  /** JavaScript a first visit loads, per route kind (start files and the layout's chunks). */
  javaScriptPerKind: Record<string, JavaScriptSize>;
  /** The base URL the site was built for. */
  baseUrl: string;
  /** The site's language (its locale's code), as the search index stems words. */
  language: string;
  /** Pages per search index, as the site config sets it (`search.shardSize`) or by default. */
  searchShardSize: number;
  /** The search indexes a build with the cache put in place: how many, and how many of them it made anew. */
  searchIndexes?: SearchIndexCounts;
  /** Of a site in several languages: each locale built, with its base URL and pages. */
  locales?: { code: string; baseUrl: string; routes: number }[];
  /** Content problems that did not stop the build. */
  warnings: ContentWarning[];
  /** Links that point at nothing, when the site only warns about them. */
  brokenLinks: BrokenLink[];
  /** Links to missing #anchors, when `onBrokenAnchors` says to print them only. */
  brokenAnchors?: SiteLinksReport['brokenAnchors'];
  /** One line about each file of the build cache that could not be used and was made anew. */
  notices: string[];
  /** The build found its inputs, output and cache as the last build left them, and wrote nothing. */
  isUnchanged?: boolean;
}

/** Runs one phase of the build and records its name and how long it took. */
export type Timed = <T>(name: string, task: () => Promise<T> | T) => Promise<T>;

/**
 * What the rest of a build needs of the written and checked site; small and plain data, so it can come
 * back from a worker thread and the manifest can be freed before indexing.
 */
/** How many search indexes a build put in place (a large site's index is split), and how many it made anew. */
export interface SearchIndexCounts {
  indexes: number;
  madeAnew: number;
}

export interface WrittenSite {
  site: SiteMetadata;
  warnings: ContentWarning[];
  bundle: ClientBundle;
  /** The route kind of every page written. */
  kinds: string[];
  /** The written pages with their links, kept only for a render cache to remember. */
  pages: RenderedPage[];
  /** What every page's HTML shares besides its data, as a hash: pages of builds with the same frame key are alike. */
  frameKey: string;
  /** Pages rendered by this build; the others were taken over from the last build's output. */
  renderedCount: number;
  /** Pages per search index: the site config's `search.shardSize` or the default. */
  searchShardSize: number;
  /** The HTML files of the pages taken over from the last build's output. */
  reusedHtmlFiles: string[];
  /** The route map's files that are named by their content hash (none with a render cache). */
  hashedRouteMapFiles: string[];
  /** Links that point at nothing, when the site only warns about them. */
  brokenLinks: BrokenLink[];
  /** Links to missing #anchors, when `onBrokenAnchors` says to print them only. */
  brokenAnchors?: SiteLinksReport['brokenAnchors'];
}
