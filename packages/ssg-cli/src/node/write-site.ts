import { buildManifest, type ContentWarning, type SiteMetadata } from '@kran/content-core';
import { stop as stopEsbuild } from 'esbuild';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { BuildOptions } from '../build.js';
import { GENERATED_DIR, loadConfig } from '../config.js';
import { bundleClient, type ClientBundle } from './bundle-client.js';
import { resolveCustomCss } from './custom-css.js';
import type { PageLinks } from './check-links.js';
import { createFeeds } from './feeds.js';
import { FileWriter } from './file-writer.js';
import { writePageData } from './page-jobs.js';
import type { RenderContext } from './render-job.js';
import { renderPages } from './render-pages.js';
import { securityHeadersFile } from './security-headers.js';
import { createSitemap } from './sitemap.js';
import { contentHash, type StagedOutput } from './write-output.js';

type Timed = <T>(name: string, task: () => Promise<T> | T) => Promise<T>;

/** What the rest of a build needs of the written site; small, so the manifest can be freed before indexing. */
export interface WrittenSite {
  site: SiteMetadata;
  warnings: ContentWarning[];
  bundle: ClientBundle;
  /** The route kind of every page written. */
  kinds: string[];
  pageLinks: PageLinks[];
  /** Every file written, relative to the output root. */
  files: Set<string>;
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
  const manifest = await timed('content', () => buildManifest({ siteDir, config, ...(options.cache ? { cache: options.cache } : {}) }));
  await staged.prepare();
  const bundle = await timed('bundle', () => bundleClient({ generatedDir: path.join(siteDir, GENERATED_DIR), outDir: staged.dir, customCss }));
  // esbuild's service process would stay for the rest of the build; the next build starts it again.
  await stopEsbuild();
  const files = new Set<string>(bundle.files.map((file) => file.path));
  const { site } = manifest;

  const { jobs, pageLinks } = await timed('render', async () => {
    const { jobs, routeMap, sharedProps } = writePageData(manifest, staged.dir, new FileWriter());
    for (const job of jobs) files.add(job.dataFile);
    const routeMapJson = JSON.stringify(routeMap);
    const routeMapFile = `_kran/route-map-${contentHash(routeMapJson)}.json`;
    await staged.write(routeMapFile, routeMapJson);
    const context: RenderContext = {
      site,
      settings: { baseUrl: site.baseUrl, routeMapUrl: `${site.baseUrl}${routeMapFile}`, sharedProps },
      scripts: [bundle.entry, ...(options.extraScripts ?? [])],
      modulePreloads: bundle.startFiles.map((file) => file.path).filter((file) => file !== bundle.entry),
      layoutPreloads: Object.fromEntries(Object.entries(bundle.layoutFiles).map(([kind, chunks]) => [kind, chunks.map((file) => file.path)])),
      stylesheets: bundle.stylesheets,
      feeds: feedLinksOf(manifest.site, manifest.feeds),
      outDir: staged.dir,
      ...(searchSourceDir ? { searchSourceDir } : {}),
    };
    let done = 0;
    return { jobs, pageLinks: await renderPages(jobs, context, (count) => options.onProgress?.((done += count), jobs.length)) };
  });
  await timed('feeds', async () => {
    for (const file of [...createFeeds(manifest), ...createSitemap(manifest), securityHeadersFile(manifest)]) {
      await staged.write(file.path, file.contents);
      files.add(file.path);
    }
  });
  if (manifest.staticDir) {
    await timed('static', () => staged.copyFolder(manifest.staticDir!));
    for (const file of await listFiles(manifest.staticDir)) files.add(file);
  }
  return { site, warnings: manifest.warnings, bundle, kinds: jobs.map((job) => job.layoutKind), pageLinks, files };
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
