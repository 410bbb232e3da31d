import { buildManifest, type ContentWarning, type SiteMetadata } from '@kran/content-core';
import { stop as stopEsbuild } from 'esbuild';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { BuildOptions } from '../build.js';
import { GENERATED_DIR, loadConfig } from '../config/load-config.js';
import { bundleClient, type ClientBundle } from '../bundle/bundle-client.js';
import { resolveCustomCss } from '../config/custom-css.js';
import { createFeeds } from '../feeds/feeds.js';
import { FileWriter } from './file-writer.js';
import { writePageData } from '../render/page-jobs.js';
import { loadSiteReactPages } from '../content/react-pages.js';
import { frameKeyOf, type RenderedPage } from '../render/render-cache.js';
import type { RenderContext, RenderJob } from '../render/render-job.js';
import { renderPages } from '../render/render-pages.js';
import { splitRouteMap } from '../render/route-map-parts.js';
import { securityHeadersFile } from '../serve/security-headers.js';
import { createSitemap } from '../feeds/sitemap.js';
import type { StagedOutput } from './write-output.js';

/** The route map's name in builds with a render cache (kran dev), which serve it without caching. */

export type Timed = <T>(name: string, task: () => Promise<T> | T) => Promise<T>;

/** What the rest of a build needs of the written site; small, so the manifest can be freed before indexing. */
export interface WrittenSite {
  site: SiteMetadata;
  warnings: ContentWarning[];
  bundle: ClientBundle;
  /** The route kind of every page written. */
  kinds: string[];
  /** Every page with its files and, when it is checked for links, its links. */
  pages: RenderedPage[];
  /** What every page's HTML shares besides its data, as a hash: pages of builds with the same frame key are alike. */
  frameKey: string;
  /** Pages rendered by this build; the others were taken over from the last build's output. */
  renderedCount: number;
  /** Every file written, relative to the output root. */
  files: Set<string>;
  /** The route map's files that are named by their content hash (none with a render cache). */
  hashedRouteMapFiles: string[];
}

/**
 * Reads the content and writes the site into the staging folder: client bundle, pages with their data,
 * feeds, sitemap and static files. Search documents go to `searchSourceDir` when given.
 */
export async function writeSite(options: BuildOptions & { siteDir: string }, staged: StagedOutput, timed: Timed, searchSourceDir?: string): Promise<WrittenSite> {
  const { siteDir } = options;
  const config = await timed('config', () => loadConfig(siteDir));
  if (options.baseUrl !== undefined) config.baseUrl = options.baseUrl;
  const customCss = resolveCustomCss(siteDir, config.customCss);
  const generatedDir = path.join(siteDir, GENERATED_DIR);
  const { manifest, modules: reactPageModules } = await timed('content', async () =>
    loadSiteReactPages(siteDir, generatedDir, await buildManifest({ siteDir, config, ...(options.cache ? { cache: options.cache } : {}) })),
  );
  const reactPageFiles = Object.fromEntries(Object.keys(reactPageModules).map((source) => [source, path.join(siteDir, source)]));
  await staged.prepare();
  const bundle = await timed('bundle', () => bundleClient({ generatedDir, outDir: staged.dir, customCss, reactPages: reactPageFiles }));
  // esbuild's service process would stay for the rest of the build; the next build starts it again.
  await stopEsbuild();
  const writtenFiles = new Set<string>(bundle.hashedFiles);
  const { site } = manifest;

  const { pages, frameKey, renderedCount, kinds, hashedRouteMapFiles } = await timed('render', async () => {
    const files = new FileWriter();
    const { jobs, routeMap, sharedProps } = writePageData(manifest, staged.dir, files);
    for (const job of jobs) writtenFiles.add(job.dataFile);
    // With a render cache (kran dev) the route map keeps its names, so a changed page does not change every page.
    const routeMapParts = splitRouteMap(routeMap, { stableNames: Boolean(options.renderCache) });
    for (const part of routeMapParts.files) await staged.write(part.file, part.json);
    const context: RenderContext = {
      site,
      settings: {
        baseUrl: site.baseUrl,
        routeMapUrl: `${site.baseUrl}${routeMapParts.first}`,
        ...(routeMapParts.splits.length > 0 ? { routeMapSplits: routeMapParts.splits.map(([fromPath, file]): [string, string] => [fromPath, `${site.baseUrl}${file}`]) } : {}),
        layoutChunks: Object.fromEntries(Object.entries(bundle.layoutFiles).map(([kind, chunks]) => [kind, chunks.map((file) => `${site.baseUrl}${file.path}`)])),
        sharedProps,
      },
      scripts: [bundle.entry, ...(options.extraScripts ?? [])],
      stylesheets: bundle.stylesheets,
      feeds: feedLinksOf(manifest.site, manifest.feeds),
      outDir: staged.dir,
      reactPageModules,
      ...(searchSourceDir ? { searchSourceDir } : {}),
    };
    const frameKey = frameKeyOf(context);
    // Pages taken over from the last build would have no search document, so a build that indexes renders all.
    const reusable = searchSourceDir ? new Map<RenderJob, RenderedPage>() : (options.renderCache?.reusable(frameKey, jobs) ?? new Map<RenderJob, RenderedPage>());
    const reused = new Map([...reusable].filter(([job]) => files.link(path.join(staged.outDir, job.htmlFile), path.join(staged.dir, job.htmlFile))));
    const toRender = jobs.filter((job) => !reused.has(job));
    let done = reused.size;
    const renderedLinks = new Map((await renderPages(toRender, context, (count) => options.onProgress?.((done += count), jobs.length))).map((links) => [links.path, links]));
    const pages = jobs.map((job): RenderedPage => ({ path: job.path, dataFile: job.dataFile, htmlFile: job.htmlFile, links: reused.get(job)?.links ?? renderedLinks.get(job.path) }));
    const hashedRouteMapFiles = routeMapParts.files.filter((part) => part.isHashed).map((part) => part.file);
    return { pages, frameKey, renderedCount: toRender.length, kinds: jobs.map((job) => job.layoutKind), hashedRouteMapFiles };
  });
  await timed('feeds', async () => {
    for (const file of [...createFeeds(manifest), ...createSitemap(manifest), securityHeadersFile(manifest)]) {
      await staged.write(file.path, file.contents);
      writtenFiles.add(file.path);
    }
  });
  if (manifest.staticDir) {
    await timed('static', () => staged.copyFolder(manifest.staticDir!));
    for (const file of await listFiles(manifest.staticDir)) writtenFiles.add(file);
  }
  // Files next to the content that pages link to, under their content-hashed names.
  await timed('assets', async () => {
    for (const asset of manifest.assets) {
      await staged.copyFile(asset.from, asset.to);
      writtenFiles.add(asset.to);
    }
  });
  return {
    site,
    warnings: manifest.warnings,
    bundle,
    kinds,
    pages,
    frameKey,
    renderedCount,
    files: writtenFiles,
    hashedRouteMapFiles,
  };
}

function feedLinksOf(site: SiteMetadata, feeds: { blogId: string; title: string; basePath: string }[]) {
  return feeds.flatMap((feed) => {
    const name = feed.blogId === 'default' ? site.title : `${site.title} ${feed.title}`;
    return [
      { type: 'application/rss+xml', title: `${name} RSS Feed`, href: `${feed.basePath}/rss.xml` },
      { type: 'application/atom+xml', title: `${name} Atom Feed`, href: `${feed.basePath}/atom.xml` },
    ];
  });
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}
