import { buildManifest, type ContentCache, type RouteManifest } from '@kran/content-core';
import type { PageData } from '@kran/runtime';
import { SEARCH_PAGE_PATH } from '@kran/theme';
import { existsSync } from 'node:fs';
import { cp, readdir } from 'node:fs/promises';
import path from 'node:path';
import { GENERATED_DIR, loadConfig } from './config.js';
import { bundleClient } from './node/bundle-client.js';
import { javaScriptPerKind, type JavaScriptSize } from './node/javascript-size.js';
import { findBrokenLinks, type BrokenLink, type PageLinks } from './node/check-links.js';
import { createFeeds, type OutputFile } from './node/feeds.js';
import { securityHeadersFile } from './node/security-headers.js';
import { createSitemap } from './node/sitemap.js';
import { searchEngineFactsOf } from './node/search-engine-facts.js';
import { pageDataOf } from './node/render-route.js';
import type { RenderContext, RenderJob } from './node/render-job.js';
import { renderPages } from './node/render-pages.js';
import { createSearchIndex, SEARCH_INDEX_DIR } from './node/search-index.js';
import { toSiteShell } from './node/to-layout-props.js';
import { contentHash, htmlFileOf, StagedOutput } from './node/write-output.js';

export interface BuildOptions {
  siteDir: string;
  /** Output folder; `<siteDir>/build` by default. */
  outDir?: string;
  /** Overrides the config's baseUrl. */
  baseUrl?: string;
  cache?: ContentCache;
  /** Copies the previous build's search index instead of indexing again: faster rebuilds, results may lag behind edits. */
  reuseSearchIndex?: boolean;
  /** More scripts for every page, relative to the output root (what `kran dev` adds). */
  extraScripts?: string[];
  onProgress?: (done: number, total: number) => void;
}

export interface BuildSummary {
  routes: number;
  outDir: string;
  phases: { name: string; ms: number }[];
  /** Bytes of JavaScript every page loads at start (before its layout). */
  entryJsBytes: number;
  /** The same, gzip-compressed. */
  entryJsGzipBytes: number;
  /** JavaScript a first visit loads, per route kind (start files and the layout's chunks). */
  javaScriptPerKind: Record<string, JavaScriptSize>;
  manifest: RouteManifest;
  /** Links that point at nothing, when the site only warns about them. */
  brokenLinks: BrokenLink[];
}

/** The build found links that point at nothing and the site config says to fail. */
export class BrokenLinksError extends Error {
  override name = 'BrokenLinksError';
  constructor(readonly brokenLinks: BrokenLink[]) {
    super(
      `${brokenLinks.length} broken ${brokenLinks.length === 1 ? 'link' : 'links'} found; the previous build was kept:\n${brokenLinks.map((link) => `  ${link.page} -> ${link.target}`).join('\n')}\nFix the links, or set onBrokenLinks: 'warn' in site.config.ts.`,
    );
  }
}

export const NOT_FOUND_PATH = '/404';

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

  const config = await timed('config', () => loadConfig(siteDir));
  if (options.baseUrl !== undefined) config.baseUrl = options.baseUrl;
  const manifest = await timed('content', () => buildManifest({ siteDir, config, ...(options.cache ? { cache: options.cache } : {}) }));
  const staged = new StagedOutput(outDir);
  await staged.prepare();
  try {
    const bundle = await timed('bundle', () => bundleClient({ generatedDir: path.join(siteDir, GENERATED_DIR), outDir: staged.dir }));
    const shell = toSiteShell(manifest.site);
    const feedLinks = manifest.feeds.flatMap((feed) => {
      const name = feed.blogId === 'default' ? manifest.site.title : `${manifest.site.title} ${feed.title}`;
      return [
        { type: 'application/rss+xml', title: `${name} RSS Feed`, href: `${feed.basePath}/rss.xml` },
        { type: 'application/atom+xml', title: `${name} Atom Feed`, href: `${feed.basePath}/atom.xml` },
      ];
    });
    const pages = [...manifest.routes.map((route) => ({ data: pageDataOf(route, shell), kind: route.kind, source: route.source, type: route.kind === 'blogPost' || route.kind === 'doc' ? ('article' as const) : ('website' as const), description: route.description, seo: searchEngineFactsOf(route, manifest) })),
      { data: pageDataOf({ kind: 'notFound', path: NOT_FOUND_PATH }, shell), kind: 'notFound', source: undefined, type: 'website' as const, description: manifest.site.tagline },
      { data: pageDataOf({ kind: 'search', path: SEARCH_PAGE_PATH }, shell), kind: 'search', source: undefined, type: 'website' as const, description: manifest.site.tagline }];

    const pageLinks: PageLinks[] = [];
    const writtenFiles = new Set<string>(bundle.files.map((file) => file.path));
    const writeFile = async (file: OutputFile) => {
      await staged.write(file.path, file.contents);
      writtenFiles.add(file.path);
    };
    await timed('render', async () => {
      const routeMap: Record<string, string> = {};
      const jobs: RenderJob[] = pages.map((page) => {
        const dataJson = JSON.stringify(page.data);
        const dataFile = `_kran/data/${contentHash(dataJson)}.json`;
        routeMap[page.data.path] = `${manifest.site.baseUrl}${dataFile}`;
        const isNotFound = page.data.path === NOT_FOUND_PATH;
        return {
          dataJson,
          dataFile,
          htmlFile: isNotFound ? '404.html' : htmlFileOf(page.data.path),
          ...(page.source ? { source: page.source } : {}),
          description: page.description,
          type: page.type,
          ...('seo' in page ? page.seo : {}),
          layoutKind: page.kind,
          isCheckedForLinks: !isNotFound,
        };
      });
      const routeMapJson = JSON.stringify(routeMap);
      const routeMapFile = `_kran/route-map-${contentHash(routeMapJson)}.json`;
      await staged.write(routeMapFile, routeMapJson);
      const context: RenderContext = {
        site: manifest.site,
        settings: { baseUrl: manifest.site.baseUrl, routeMapUrl: `${manifest.site.baseUrl}${routeMapFile}` },
        scripts: [bundle.entry, ...(options.extraScripts ?? [])],
        modulePreloads: bundle.startFiles.map((file) => file.path).filter((file) => file !== bundle.entry),
        layoutPreloads: Object.fromEntries(Object.entries(bundle.layoutFiles).map(([kind, files]) => [kind, files.map((file) => file.path)])),
        stylesheets: bundle.stylesheets,
        feeds: feedLinks,
        outDir: staged.dir,
      };
      let done = 0;
      pageLinks.push(...(await renderPages(jobs, context, () => options.onProgress?.(++done, jobs.length))));
    });
    await timed('feeds', async () => {
      for (const file of [...createFeeds(manifest), ...createSitemap(manifest), securityHeadersFile(manifest)]) await writeFile(file);
    });
    if (manifest.staticDir) {
      await timed('static', () => staged.copyFolder(manifest.staticDir!));
      for (const file of await listFiles(manifest.staticDir)) writtenFiles.add(file);
    }
    const previousIndex = path.join(outDir, SEARCH_INDEX_DIR);
    await timed('search', async () => {
      if (options.reuseSearchIndex && existsSync(previousIndex)) return cp(previousIndex, path.join(staged.dir, SEARCH_INDEX_DIR), { recursive: true });
      for (const file of await createSearchIndex({ siteDir: staged.dir, language: manifest.site.locale.code })) await staged.write(file.path, file.contents);
    });
    const brokenLinks = manifest.site.onBrokenLinks === 'ignore' ? [] : await timed('links', () => findBrokenLinks(pageLinks, writtenFiles, manifest.site.baseUrl));
    if (brokenLinks.length > 0 && manifest.site.onBrokenLinks === 'throw') throw new BrokenLinksError(brokenLinks);
    const start = javaScriptPerKind({ ...bundle, layoutFiles: {} }, ['start'], staged.dir)['start']!;
    const perKind = javaScriptPerKind(bundle, pages.map((page) => page.kind), staged.dir);
    await staged.commit();
    return { routes: pages.length, outDir, phases, entryJsBytes: start.bytes, entryJsGzipBytes: start.gzipBytes, javaScriptPerKind: perKind, manifest, brokenLinks };
  } catch (error) {
    await staged.discard();
    throw error;
  }
}

export type { PageData };

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}
