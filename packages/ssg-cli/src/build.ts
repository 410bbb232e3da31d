import { buildManifest, type ContentCache, type RouteManifest } from '@kran/content-core';
import { DATA_ID, ROOT_ID, type PageData } from '@kran/runtime';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { GENERATED_DIR, loadConfig } from './config.js';
import { bundleClient } from './node/bundle-client.js';
import { findBrokenLinks, pageLinksOf, type BrokenLink, type PageLinks } from './node/check-links.js';
import { createFeeds, type OutputFile } from './node/feeds.js';
import { createSitemap } from './node/sitemap.js';
import { htmlDocument } from './node/html-document.js';
import { pageDataOf, renderRoute } from './node/render-route.js';
import { toSiteShell } from './node/to-layout-props.js';
import { contentHash, htmlFileOf, StagedOutput } from './node/write-output.js';

export interface BuildOptions {
  siteDir: string;
  /** Output folder; `<siteDir>/build` by default. */
  outDir?: string;
  /** Overrides the config's baseUrl. */
  baseUrl?: string;
  cache?: ContentCache;
  onProgress?: (done: number, total: number) => void;
}

export interface BuildSummary {
  routes: number;
  outDir: string;
  phases: { name: string; ms: number }[];
  /** Bytes of JavaScript a page loads at start. */
  entryJsBytes: number;
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
    const pages = [...manifest.routes.map((route) => ({ data: pageDataOf(route, shell), source: route.source, type: route.kind === 'blogPost' || route.kind === 'doc' ? ('article' as const) : ('website' as const), description: route.description })),
      { data: pageDataOf({ kind: 'notFound', path: NOT_FOUND_PATH }, shell), source: undefined, type: 'website' as const, description: manifest.site.tagline }];

    const pageLinks: PageLinks[] = [];
    const writtenFiles = new Set<string>(bundle.files.map((file) => file.path));
    const writeFile = async (file: OutputFile) => {
      await staged.write(file.path, file.contents);
      writtenFiles.add(file.path);
    };
    await timed('render', async () => {
      const routeMap: Record<string, string> = {};
      const dataFiles = pages.map(({ data }) => {
        const json = JSON.stringify(data);
        const file = `_kran/data/${contentHash(json)}.json`;
        routeMap[data.path] = `${manifest.site.baseUrl}${file}`;
        return { file, json };
      });
      const routeMapJson = JSON.stringify(routeMap);
      const routeMapFile = `_kran/route-map-${contentHash(routeMapJson)}.json`;
      const settings = { baseUrl: manifest.site.baseUrl, routeMapUrl: `${manifest.site.baseUrl}${routeMapFile}` };
      await staged.write(routeMapFile, routeMapJson);
      let done = 0;
      for (const [index, page] of pages.entries()) {
        const html = htmlDocument({
          site: manifest.site,
          path: page.data.path,
          title: page.data.title,
          description: page.description,
          body: renderRoute(page.data, manifest.site, page.source),
          embeddedData: JSON.stringify({ page: page.data, settings }),
          scripts: [bundle.entry],
          stylesheets: bundle.stylesheets,
          rootId: ROOT_ID,
          dataId: DATA_ID,
          type: page.type,
          feeds: feedLinks,
        });
        if (page.data.path !== NOT_FOUND_PATH) pageLinks.push(pageLinksOf(page.data.path, html));
        const htmlFile = page.data.path === NOT_FOUND_PATH ? '404.html' : htmlFileOf(page.data.path);
        await staged.write(htmlFile, html);
        await staged.write(dataFiles[index]!.file, dataFiles[index]!.json);
        options.onProgress?.(++done, pages.length);
      }
    });
    await timed('feeds', async () => {
      for (const file of [...createFeeds(manifest), ...createSitemap(manifest)]) await writeFile(file);
    });
    if (manifest.staticDir) {
      await timed('static', () => staged.copyFolder(manifest.staticDir!));
      for (const file of await listFiles(manifest.staticDir)) writtenFiles.add(file);
    }
    const brokenLinks = manifest.site.onBrokenLinks === 'ignore' ? [] : await timed('links', () => findBrokenLinks(pageLinks, writtenFiles, manifest.site.baseUrl));
    if (brokenLinks.length > 0 && manifest.site.onBrokenLinks === 'throw') throw new BrokenLinksError(brokenLinks);
    await staged.commit();
    const entryJsBytes = bundle.files.reduce((sum, file) => sum + file.bytes, 0);
    return { routes: pages.length, outDir, phases, entryJsBytes, manifest, brokenLinks };
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
