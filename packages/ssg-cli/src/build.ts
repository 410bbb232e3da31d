import { ConfigSource } from '@kran/content-core';
import type { PageData } from '@kran/runtime';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { bundleSite } from './bundle/bundle-site.js';
import { CONFIG_FILE } from './config/load-config.js';
import { loadBuildConfig } from './config/load-build-config.js';
import { loadSiteTheme } from './config/site-theme.js';
import { loadContent } from './content/load-content.js';
import { writeFeeds } from './feeds/write-feeds.js';
import { checkSiteLinks } from './links/check-site-links.js';
import { copyAssets, copyStaticFolder } from './output/copy-site-files.js';
import { NOT_FOUND_PATH, SEARCH_INDEX_DIR } from './output/output-paths.js';
import { measureOutput } from './output/measure-output.js';
import { StagedOutput } from './output/write-output.js';
import { writeServeFacts } from './output/write-serve-facts.js';
import { renderPages } from './render/render-pages.js';
import { planRender } from './render/render-plan.js';
import { writeSearchIndex } from './search/write-search-index.js';
import type { BuildOptions, BuildSummary, SiteBuildOptions, Timed, WrittenSite } from './types.js';
import { shouldUseWorkerThread, writeSiteInWorkerThread } from './workers/site-writer.js';

/**
 * Builds the site into a staging folder and swaps it in; a failed build leaves the previous output as it was.
 * config -> content -> bundle -> render -> feeds -> output -> links (writeSite), then search and the swap.
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

  const staged = new StagedOutput(outDir);
  try {
    // Pages write search documents only when the search index is built anew.
    const searchSourceDir =
      options.reuseSearchIndex && existsSync(path.join(outDir, SEARCH_INDEX_DIR)) ? undefined : staged.scratchDir;
    const written = (await shouldUseWorkerThread(siteOptions))
      ? await writeSiteInWorkerThread(siteOptions, staged, recordPhase, searchSourceDir)
      : await writeSite(siteOptions, staged, timed, searchSourceDir);
    const { site, bundle } = written;
    await timed('search', () =>
      writeSearchIndex({ sourceDir: searchSourceDir, language: site.locale.code, outDir, stagedDir: staged.dir }),
    );
    await writeServeFacts(staged, site.baseUrl, {
      bundleFiles: bundle.hashedFiles,
      routeMapFiles: written.hashedRouteMapFiles,
    });
    const output = await measureOutput(staged.dir, bundle, written.kinds);
    await staged.commit();
    options.renderCache?.remember(written.frameKey, written.pages);
    const { warnings, brokenLinks } = written;
    return {
      routes: written.kinds.length,
      renderedPages: written.renderedCount,
      outDir,
      phases,
      ...output,
      baseUrl: site.baseUrl,
      warnings,
      brokenLinks,
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
): Promise<WrittenSite> {
  const { siteDir, renderCache } = options;
  const { config, customCss, themeModule } = await timed('config', () => loadBuildConfig(siteDir, options.baseUrl));
  const content = await timed('content', () => loadContent(siteDir, config, options.cache));
  const { manifest, reactPageModules } = content;
  const { site } = manifest;
  const theme = await timed('theme', () => loadSiteTheme(siteDir, site, config, themeModule));
  await staged.prepare();
  const bundle = await timed('bundle', () => bundleSite(siteDir, customCss, reactPageModules, theme, staged.dir));
  const { plan, rendered } = await timed('render', async () => {
    const plan = await planRender(content, bundle, staged, {
      stableRouteMapNames: Boolean(renderCache),
      extraScripts: options.extraScripts,
      searchSourceDir,
      theme,
    });
    return {
      plan,
      rendered: await renderPages(plan, { outDir: staged.outDir, renderCache, onProgress: options.onProgress }),
    };
  });
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
    pages: renderCache ? rendered.pages : [],
    frameKey: rendered.frameKey,
    renderedCount: rendered.renderedCount,
    hashedRouteMapFiles: plan.hashedRouteMapFiles,
    brokenLinks,
  };
}

export type { BuildOptions, BuildSummary } from './types.js';
export type { PageData };
export { BrokenLinksError } from './links/broken-links-error.js';
export { NOT_FOUND_PATH };
