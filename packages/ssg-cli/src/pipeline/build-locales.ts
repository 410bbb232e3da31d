import { ContentErrors } from '@kran/content-core';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { ResolvedLocales } from '@kran/content-core/locales';
import { localeModuleNamesOf, type LocaleModuleNames } from '../bundle/locale-modules.js';
import { cacheFolderOf } from '../cache/cache-folder.js';
import { usesBuildCache } from '../cache/uses-build-cache.js';
import type { KranConfig } from '../config/load-config.js';
import { loadThemePackage } from '../config/theme-package.js';
import { readFolderListing } from '../output/folder-listing.js';
import { holdsLinksOf } from '../output/linked-tree.js';
import { StagedOutput } from '../output/write-output.js';
import { localeTwinsOf } from '../content/locale-twins.js';
import type { BuildOptions, BuildSummary } from '../types.js';
import { atMostAtOnce } from '../concurrency/at-most-at-once.js';
import type { StartedBuild } from './build-anew.js';
import type { LocaleBuild } from './build-site.js';
import { SharedBundles } from '../cache/shared-bundles.js';

/** Below the output's scratch folder, beside the locales' outputs (a locale code starts with a letter). */
const SHARED_BUNDLES_DIR = '_bundles';

/**
 * Builds every locale of a site in several languages, as Docusaurus does: each a whole site (pages, assets, search
 * index, feeds, sitemap) at its base URL, the default locale at the output's root and every other below it (`de/`).
 * Unless every locale is as the last build left it, each locale's build first reads its content; once every
 * locale's pages are known, each is finished with its pages' twins in the other locales (content/locale-twins.ts),
 * one after the other, into a folder of its own (kept in its build cache for the next build). Only once all of them
 * succeeded are they linked together into a new output folder, swapped in for the previous one. `localeBuild` gives
 * one locale's build (build-site.ts), whose inputs are the site's files but the output folder; the names of the
 * locale modules beside every locale's bundle are worked out once, from the site's `config`.
 */
export async function buildLocales(
  options: BuildOptions & { siteDir: string },
  { locales, defaultLocale, config }: Pick<ResolvedLocales, 'locales' | 'defaultLocale'> & { config: KranConfig },
  localeBuild: (
    options: BuildOptions & { locale: string; outDir: string },
    shared: { siteOutDir: string; sharedBundles: SharedBundles },
  ) => Promise<LocaleBuild>,
): Promise<BuildSummary> {
  const outDir = path.resolve(options.outDir ?? path.join(options.siteDir, 'build'));
  const staged = new StagedOutput(outDir);
  await staged.prepare();
  const rootBaseUrl = locales.find((locale) => locale.code === defaultLocale)!.baseUrl;
  const keepsOutputs = usesBuildCache(options);
  // Locales whose bundles have the same inputs share one (their texts are in modules beside it).
  const sharedBundles = new SharedBundles(path.join(staged.scratchDir, SHARED_BUNDLES_DIR));
  try {
    const builds: LocaleBuild[] = [];
    for (const { code } of locales) {
      const localeOutDir = keepsOutputs
        ? path.join(cacheFolderOf(options.siteDir, code), 'output')
        : path.join(staged.scratchDir, code);
      builds.push(
        await localeBuild({ ...options, locale: code, outDir: localeOutDir }, { siteOutDir: outDir, sharedBundles }),
      );
    }
    // Every locale's pages are below the site folder, which each locale's build reads: when one of them changed,
    // none is unchanged.
    const isEachUnchanged = builds.every((build) => build.unchanged);
    const summaries = isEachUnchanged
      ? builds.map((build) => build.unchanged!)
      : await buildWithTwins(builds, locales, {
          localesAtOnce: options.localesAtOnce ?? defaultLocalesAtOnce(),
          localeModules: await siteLocaleModules(options.siteDir, config),
        });
    const folders = locales.map((locale, index) => ({
      dir: summaries[index]!.outDir,
      below: locale.baseUrl.slice(rootBaseUrl.length),
    }));
    const isUnchanged = summaries.every((summary) => summary.isUnchanged);
    if (isUnchanged && holdsLinksOf(outDir, folders)) {
      await staged.discard();
      return combinedSummary(summaries, locales, defaultLocale, { outDir });
    }
    for (const { dir, below } of folders) staged.files.linkTree(dir, path.join(staged.dir, below));
    await staged.swapIn();
    await Promise.all([
      staged.removeLeftovers(),
      // The entry folders of unchanged locales' bundles are as the last build left them.
      isEachUnchanged ? undefined : sharedBundles.removeUnusedEntryFolders(options.siteDir),
    ]);
    return combinedSummary(summaries, locales, defaultLocale, { outDir, output: readFolderListing(outDir).size });
  } catch (error) {
    await staged.discard();
    throw error;
  }
}

/** The names of the locale modules beside every locale's bundle, with the theme the config names. */
async function siteLocaleModules(siteDir: string, config: KranConfig): Promise<LocaleModuleNames | undefined> {
  const { theme } = await loadThemePackage(siteDir, config.theme?.package);
  return localeModuleNamesOf(siteDir, config, theme);
}

/**
 * Reads every locale's content, then finishes each locale's build with its pages' twins. Content problems of one
 * locale do not stop the others' reading: all of them are reported in one round, before any page is rendered.
 */
async function buildWithTwins(
  builds: LocaleBuild[],
  locales: readonly { code: string }[],
  { localesAtOnce, localeModules }: { localesAtOnce: number; localeModules: LocaleModuleNames | undefined },
): Promise<BuildSummary[]> {
  const started: StartedBuild[] = [];
  try {
    const problems: ContentErrors[] = [];
    for (const build of builds) {
      const each = await build.start(localeModules).catch((error: unknown) => {
        if (!(error instanceof ContentErrors)) throw error;
        problems.push(error);
        return undefined;
      });
      if (each) started.push(each);
    }
    if (problems.length > 0)
      throw new ContentErrors(
        // A file no locale translates has the same problem in each.
        uniqueBy(
          problems.flatMap((each) => each.errors),
          (error) => JSON.stringify([error.message, error.location, error.hint]),
        ),
      );
    const pages = started.map((build) => build.pages);
    return await atMostAtOnce(started, localesAtOnce, (build, index) =>
      build.finish(localeTwinsOf(pages, locales[index]!.code)),
    );
  } catch (error) {
    for (const build of started) await build.stop();
    throw error;
  }
}

/**
 * One locale per two cores: each locale's build keeps two cores busy (its bundle and render threads, Pagefind), so
 * on two cores the locales are built one after the other (pipeline/README.md has the measurement).
 */
function defaultLocalesAtOnce(): number {
  return Math.max(1, Math.floor(availableParallelism() / 2));
}

/** One summary of the locales' builds: the default locale's JavaScript, every locale's pages, phases and problems. */
function combinedSummary(
  summaries: BuildSummary[],
  locales: Pick<ResolvedLocales, 'locales'>['locales'],
  defaultLocale: string,
  { outDir, output }: Pick<BuildSummary, 'outDir'> & Partial<Pick<BuildSummary, 'output'>>,
): BuildSummary {
  const main = summaries[locales.findIndex((locale) => locale.code === defaultLocale)]!;
  const brokenAnchors = summaries.flatMap((summary) => summary.brokenAnchors?.links ?? []);
  const outputs = summaries.flatMap((summary) => (summary.output ? [summary.output] : []));
  const summedOutput = outputs.reduce(
    (sum, each) => ({ bytes: sum.bytes + each.bytes, files: sum.files + each.files }),
    {
      bytes: 0,
      files: 0,
    },
  );
  return {
    ...main,
    outDir,
    output: output ?? summedOutput,
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
