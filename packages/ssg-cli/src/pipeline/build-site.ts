import path from 'node:path';
import { resolveLocales, type ResolvedLocales } from '@kran/content-core/locales';
import { LastBuildRecord } from '../cache/last-build.js';
import { usesBuildCache } from '../cache/uses-build-cache.js';
import { applyBuiltLocale } from '../config/built-locale.js';
import { loadConfig, type KranConfig } from '../config/load-config.js';
import type { SharedBundles } from '../cache/shared-bundles.js';
import type { LocaleModuleNames } from '../bundle/locale-modules.js';
import type { BuildOptions, BuildSummary } from '../types.js';
import type { StartedBuild } from './build-anew.js';

/**
 * Builds the site: each of its locales when it has several (build-locales.ts), else the one. With the build cache, a
 * build whose inputs, output folder and cache are as the last build left them writes nothing and loads none of the
 * build's phases; any other builds anew (build-anew.ts), reusing from the cache what its inputs did not change.
 */
export async function buildSite(options: BuildOptions): Promise<BuildSummary> {
  const start = performance.now();
  const siteDir = path.resolve(options.siteDir);
  const config = await loadConfig(siteDir);
  const locales = resolveLocales(config);
  // Beside i18n, the config's `locale.code` picks one locale to build, as --locale does.
  const locale = options.locale ?? (config.i18n ? config.locale?.code : undefined);
  // kran dev builds one locale, the default one unless it is given another.
  if (locale === undefined && locales.locales.length > 1 && !options.inPlaceOutput)
    return (await import('./build-locales.js')).buildLocales(
      { ...options, siteDir },
      { ...locales, config },
      (localeOptions, shared) =>
        // Each locale's build sets its own locale on a copy of the config loaded once.
        localeBuild(localeOptions, { ...config }, locales, performance.now(), shared),
    );
  const build = await localeBuild(
    { ...options, siteDir, ...(locale !== undefined ? { locale } : {}) },
    config,
    locales,
    start,
  );
  return build.unchanged ?? (await build.start()).finish();
}

/** The build of one locale (or of a site's one language). */
export interface LocaleBuild {
  /** The last build's summary, when its inputs, output and cache are as that build left them. */
  unchanged?: BuildSummary;
  /**
   * Reads the config and the content of a build anew (startBuild); a finished build is recorded for the next one.
   * `localeModules`: the names of the locale modules of the site's whole build, when it builds every locale.
   */
  start(localeModules?: LocaleModuleNames): Promise<StartedBuild>;
}

/**
 * The locale `options.locale` names (or a site's one language) of the site's `locales`, resolved once for the build:
 * with the build cache, whether anything changed.
 * `siteOutDir`: the output folder of the whole site when it builds every locale, which is no input of the locale;
 * `sharedBundles`: the client bundles the locales of that build share.
 */
async function localeBuild(
  options: BuildOptions & { siteDir: string },
  config: KranConfig,
  { locales, defaultLocale }: ResolvedLocales,
  start: number,
  { siteOutDir, sharedBundles }: { siteOutDir?: string; sharedBundles?: SharedBundles } = {},
): Promise<LocaleBuild> {
  const { siteDir } = options;
  applyBuiltLocale(config, options.locale, { locales });
  const builtLocale = locales.find((locale) => locale.code === options.locale);
  // One locale of several is written where the whole site puts it: below the default locale's output.
  const localeFolder =
    builtLocale && options.locale !== defaultLocale && !options.inPlaceOutput
      ? builtLocale.baseUrl.slice(locales.find((locale) => locale.code === defaultLocale)!.baseUrl.length)
      : '';
  const outDir = path.resolve(options.outDir ?? path.join(siteDir, 'build', localeFolder));
  const localeOptions = { ...options, outDir };
  if (options.baseUrl !== undefined) config.baseUrl = options.baseUrl;
  const startBuild = async (toolchainKey?: string, localeModules?: LocaleModuleNames) =>
    (await import('./build-anew.js')).startBuild(localeOptions, {
      config,
      sharedBundles,
      ...(toolchainKey ? { toolchainKey } : {}),
      ...(localeModules ? { localeModules } : {}),
    });
  if (!usesBuildCache(options)) return { start: (localeModules) => startBuild(undefined, localeModules) };
  // One locale alone (--locale de) is written below the site's output folder, which is no input of it either.
  const siteOutput = siteOutDir ?? (localeFolder && !options.outDir ? path.join(siteDir, 'build') : undefined);
  const lastBuild = new LastBuildRecord(siteDir, outDir, options.locale, siteOutput);
  const { inputs, toolchainKey } = lastBuild.inputsOf(config, { sourceMaps: options.sourceMaps === true });
  const recorded = async (localeModules?: LocaleModuleNames): Promise<StartedBuild> => {
    const started = await startBuild(toolchainKey, localeModules);
    return {
      ...started,
      finish: async (twins) => {
        const summary = await started.finish(twins);
        await lastBuild.save(inputs, summary, started.outputListing());
        return { ...summary, notices: [...lastBuild.notices, ...summary.notices] };
      },
    };
  };
  const unchanged = lastBuild.unchangedSummary(inputs);
  if (!unchanged) return { start: recorded };
  const ms = Math.round(performance.now() - start);
  return {
    unchanged: { ...unchanged, renderedPages: 0, phases: [{ name: 'check', ms }], notices: [], isUnchanged: true },
    start: recorded,
  };
}

export type { BuildOptions, BuildSummary } from '../types.js';
export type { PageData } from '@kran/runtime';
export { BrokenLinksError } from '../links/broken-links-error.js';
export { NOT_FOUND_PATH } from '../output/output-paths.js';
