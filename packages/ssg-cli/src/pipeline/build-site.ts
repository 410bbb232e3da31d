import path from 'node:path';
import { resolveLocales, type ResolvedLocales } from '@kran/content-core/locales';
import { LastBuildRecord } from '../cache/last-build.js';
import { usesBuildCache } from '../cache/uses-build-cache.js';
import { applyBuiltLocale } from '../config/built-locale.js';
import { loadConfig, type KranConfig } from '../config/load-config.js';
import type { SharedBundles } from '../cache/shared-bundles.js';
import type { BuildOptions, BuildSummary } from '../types.js';

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
      locales,
      (localeOptions, sharedBundles) =>
        // Each locale's build sets its own locale on a copy of the config loaded once.
        buildOneLocale(localeOptions, { ...config }, locales, { start: performance.now(), sharedBundles }),
    );
  return buildOneLocale({ ...options, siteDir, ...(locale !== undefined ? { locale } : {}) }, config, locales, {
    start,
  });
}

/** Builds the locale `options.locale` names (or a site's one language): with the build cache, only if anything changed. */
async function buildOneLocale(
  options: BuildOptions & { siteDir: string },
  config: KranConfig,
  { locales, defaultLocale }: ResolvedLocales,
  { start, sharedBundles }: { start: number; sharedBundles?: SharedBundles },
): Promise<BuildSummary> {
  const { siteDir } = options;
  applyBuiltLocale(config, options.locale);
  const builtLocale = locales.find((locale) => locale.code === options.locale);
  // One locale of several is written where the whole site puts it: below the default locale's output.
  const localeFolder =
    builtLocale && options.locale !== defaultLocale && !options.inPlaceOutput
      ? builtLocale.baseUrl.slice(locales.find((locale) => locale.code === defaultLocale)!.baseUrl.length)
      : '';
  const outDir = path.resolve(options.outDir ?? path.join(siteDir, 'build', localeFolder));
  const localeOptions = { ...options, outDir };
  if (options.baseUrl !== undefined) config.baseUrl = options.baseUrl;
  if (!usesBuildCache(options))
    return (await import('./build-anew.js')).buildAnew(localeOptions, { config, sharedBundles });
  const lastBuild = new LastBuildRecord(siteDir, outDir, options.locale);
  const { inputs, toolchainKey } = lastBuild.inputsOf(config, { sourceMaps: options.sourceMaps === true });
  const unchanged = lastBuild.unchangedSummary(inputs);
  if (unchanged) {
    const ms = Math.round(performance.now() - start);
    return { ...unchanged, renderedPages: 0, phases: [{ name: 'check', ms }], notices: [], isUnchanged: true };
  }
  const summary = await (
    await import('./build-anew.js')
  ).buildAnew(localeOptions, { config, toolchainKey, sharedBundles });
  await lastBuild.save(inputs, summary);
  return { ...summary, notices: [...lastBuild.notices, ...summary.notices] };
}

export type { BuildOptions, BuildSummary } from '../types.js';
export type { PageData } from '@kran/runtime';
export { BrokenLinksError } from '../links/broken-links-error.js';
export { NOT_FOUND_PATH } from '../output/output-paths.js';
