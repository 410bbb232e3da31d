import path from 'node:path';
import { LastBuildRecord } from '../cache/last-build.js';
import { usesBuildCache } from '../cache/uses-build-cache.js';
import { loadConfig } from '../config/load-config.js';
import type { BuildOptions, BuildSummary } from '../types.js';

/**
 * Builds the site. With the build cache, a build whose inputs, output folder and cache are as the last build left
 * them writes nothing and loads none of the build's phases; any other builds anew (build-anew.ts), reusing from the
 * cache what its inputs did not change.
 */
export async function buildSite(options: BuildOptions): Promise<BuildSummary> {
  if (!usesBuildCache(options)) return (await import('./build-anew.js')).buildAnew(options);

  const start = performance.now();
  const siteDir = path.resolve(options.siteDir);
  const outDir = path.resolve(options.outDir ?? path.join(siteDir, 'build'));
  const lastBuild = new LastBuildRecord(siteDir, outDir);
  const config = await loadConfig(siteDir);
  if (options.baseUrl !== undefined) config.baseUrl = options.baseUrl;
  const { inputs, toolchainKey } = lastBuild.inputsOf(config, { sourceMaps: options.sourceMaps === true });
  const unchanged = lastBuild.unchangedSummary(inputs);
  if (unchanged) {
    const ms = Math.round(performance.now() - start);
    return { ...unchanged, renderedPages: 0, phases: [{ name: 'check', ms }], notices: [], isUnchanged: true };
  }
  const summary = await (await import('./build-anew.js')).buildAnew(options, { config, toolchainKey });
  await lastBuild.save(inputs, summary);
  return { ...summary, notices: [...lastBuild.notices, ...summary.notices] };
}

export type { BuildOptions, BuildSummary } from '../types.js';
export type { PageData } from '@kran/runtime';
export { BrokenLinksError } from '../links/broken-links-error.js';
export { NOT_FOUND_PATH } from '../output/output-paths.js';
