import { buildManifest, type ContentCache, type RouteManifest } from '@kran/content-core';
import { DATA_ID, ROOT_ID, type PageData } from '@kran/runtime';
import path from 'node:path';
import { GENERATED_DIR, loadConfig } from './config.js';
import { bundleClient } from './node/bundle-client.js';
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
    const pages = [...manifest.routes.map((route) => ({ data: pageDataOf(route, shell), source: route.source, type: route.kind === 'blogPost' || route.kind === 'doc' ? ('article' as const) : ('website' as const), description: route.description })),
      { data: pageDataOf({ kind: 'notFound', path: NOT_FOUND_PATH }, shell), source: undefined, type: 'website' as const, description: manifest.site.tagline }];

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
        });
        const htmlFile = page.data.path === NOT_FOUND_PATH ? '404.html' : htmlFileOf(page.data.path);
        await staged.write(htmlFile, html);
        await staged.write(dataFiles[index]!.file, dataFiles[index]!.json);
        options.onProgress?.(++done, pages.length);
      }
    });
    if (manifest.staticDir) await timed('static', () => staged.copyFolder(manifest.staticDir!));
    await staged.commit();
    const entryJsBytes = bundle.files.reduce((sum, file) => sum + file.bytes, 0);
    return { routes: pages.length, outDir, phases, entryJsBytes, manifest };
  } catch (error) {
    await staged.discard();
    throw error;
  }
}

export type { PageData };
