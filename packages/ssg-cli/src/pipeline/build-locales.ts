import path from 'node:path';
import type { ResolvedLocales } from '@kran/content-core';
import { cacheFolderOf } from '../cache/cache-folder.js';
import { usesBuildCache } from '../cache/uses-build-cache.js';
import { folderSize } from '../output/folder-size.js';
import { StagedOutput } from '../output/write-output.js';
import type { BuildOptions, BuildSummary } from '../types.js';
import { buildSite } from './build-site.js';

/**
 * Builds every locale of a site in several languages, as Docusaurus does: each a whole site (pages, assets, search
 * index, feeds, sitemap) at its base URL, the default locale at the output's root and every other below it (`de/`).
 * Each locale is built into a folder of its own (kept in its build cache for the next build); only once all of them
 * succeeded are they linked together into a new output folder, swapped in for the previous one.
 */
export async function buildLocales(
  options: BuildOptions & { siteDir: string },
  { locales, defaultLocale }: Pick<ResolvedLocales, 'locales' | 'defaultLocale'>,
): Promise<BuildSummary> {
  const outDir = path.resolve(options.outDir ?? path.join(options.siteDir, 'build'));
  const staged = new StagedOutput(outDir);
  await staged.prepare();
  const rootBaseUrl = locales.find((locale) => locale.code === defaultLocale)!.baseUrl;
  const keepsOutputs = usesBuildCache(options);
  try {
    const summaries: BuildSummary[] = [];
    for (const { code } of locales) {
      const localeOutDir = keepsOutputs
        ? path.join(cacheFolderOf(options.siteDir, code), 'output')
        : path.join(staged.scratchDir, code);
      summaries.push(await buildSite({ ...options, locale: code, outDir: localeOutDir }));
    }
    for (const [index, locale] of locales.entries())
      staged.files.linkTree(summaries[index]!.outDir, path.join(staged.dir, locale.baseUrl.slice(rootBaseUrl.length)));
    await staged.swapIn();
    await staged.removeLeftovers();
    return combinedSummary(summaries, locales, defaultLocale, { outDir, output: await folderSize(outDir) });
  } catch (error) {
    await staged.discard();
    throw error;
  }
}

/** One summary of the locales' builds: the default locale's JavaScript, every locale's pages, phases and problems. */
function combinedSummary(
  summaries: BuildSummary[],
  locales: Pick<ResolvedLocales, 'locales'>['locales'],
  defaultLocale: string,
  { outDir, output }: Pick<BuildSummary, 'outDir' | 'output'>,
): BuildSummary {
  const main = summaries[locales.findIndex((locale) => locale.code === defaultLocale)]!;
  const brokenAnchors = summaries.flatMap((summary) => summary.brokenAnchors?.links ?? []);
  return {
    ...main,
    outDir,
    ...(output ? { output } : {}),
    routes: summaries.reduce((sum, summary) => sum + summary.routes, 0),
    renderedPages: summaries.reduce((sum, summary) => sum + summary.renderedPages, 0),
    phases: summaries.flatMap((summary, index) =>
      summary.phases.map((phase) => ({ name: `${locales[index]!.code} ${phase.name}`, ms: phase.ms })),
    ),
    // A file no locale translates is built in each of them, with the same problems.
    warnings: uniqueBy(
      summaries.flatMap((summary) => summary.warnings),
      (warning) => JSON.stringify(warning),
    ),
    brokenLinks: summaries.flatMap((summary) => summary.brokenLinks),
    ...(main.brokenAnchors ? { brokenAnchors: { ...main.brokenAnchors, links: brokenAnchors } } : {}),
    notices: summaries.flatMap((summary) => summary.notices),
    locales: locales.map((locale, index) => ({
      code: locale.code,
      baseUrl: locale.baseUrl,
      routes: summaries[index]!.routes,
    })),
    isUnchanged: summaries.every((summary) => summary.isUnchanged),
  };
}

function uniqueBy<Item>(items: Item[], keyOf: (item: Item) => string): Item[] {
  return [...new Map(items.map((item) => [keyOf(item), item])).values()];
}
