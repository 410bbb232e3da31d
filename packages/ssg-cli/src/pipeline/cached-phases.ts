import path from 'node:path';
import { bundleSiteInWorker } from '../bundle/bundle-in-worker.js';
import type { ClientBundle } from '../bundle/bundle-client.js';
import { bundleEntryDirOf, bundleKeyOf } from '../bundle/bundle-key.js';
import { localeModuleSources } from '../bundle/locale-modules.js';
import { withLocaleModules } from '../bundle/with-locale-modules.js';
import type { SharedBundles } from '../cache/shared-bundles.js';
import type { ThemeDefinition } from '@kran/theme/definition';
import type { BuildCache, SearchDocuments } from '../cache/build-cache.js';
import { bundleTaskOf, cachedBundle, type BundleInputs } from '../cache/cached-bundle.js';
import { cachedSearchIndex } from '../cache/cached-search-index.js';
import { SearchIndexWhileRendering } from '../cache/search-index-while-rendering.js';
import type { InPlaceOutput } from '../commit/in-place-output.js';
import type { StagedOutput } from '../output/write-output.js';
import type { SearchIndexCounts } from '../types.js';

/** What a site in several languages bundles with: its locale's modules, and the bundles its locales share. */
export interface LocaleBundling {
  definition: ThemeDefinition;
  shared?: SharedBundles | undefined;
}

/**
 * The client bundle: from the build cache, from kran dev's last build in place, or bundled in a worker thread. For
 * a site in several languages, shared by the locales whose bundles have the same inputs, with the locale's modules.
 */
export async function bundleOf(
  inputs: BundleInputs,
  buildCache: BuildCache | undefined,
  inPlaceOutput: InPlaceOutput | undefined,
  { definition, shared }: LocaleBundling,
): Promise<ClientBundle> {
  const { localeModules, staged, theme, themeFacts } = inputs;
  if (!localeModules) return ownBundleOf(inputs, buildCache, inPlaceOutput);
  const bundle = await (shared
    ? shared.bundleOf(bundleKeyOf(inputs, { localeCounts: false }), staged, () => ownBundleOf(inputs, buildCache))
    : ownBundleOf(inputs, buildCache, inPlaceOutput));
  return withLocaleModules(
    bundle,
    localeModules,
    localeModuleSources(localeModules, theme, themeFacts.i18nOptions, definition),
    (file, source) => staged.files.writeNamedByContent(path.join(staged.dir, file), source),
  );
}

function ownBundleOf(
  inputs: BundleInputs,
  buildCache?: BuildCache,
  inPlaceOutput?: InPlaceOutput,
): Promise<ClientBundle> {
  if (buildCache) return cachedBundle(buildCache, inputs, bundleKeyOf(inputs, { localeCounts: !inputs.localeModules }));
  const { staged } = inputs;
  const makeBundle = () =>
    bundleSiteInWorker(bundleTaskOf(inputs)).then((made) => {
      for (const file of made.outputs) staged.files.linkIfUnchanged(path.join(staged.dir, file));
      return made;
    });
  if (!inPlaceOutput) return makeBundle();
  const key = bundleKeyOf(inputs, { localeCounts: true });
  return inPlaceOutput.bundle.bundleOf(key, staged, makeBundle, bundleEntryDirOf(inputs));
}

/** Pagefind, fed each page's search document as soon as it is rendered (with the build cache). */
export function indexWhileRendering(
  buildCache: BuildCache,
  sourceDir: string,
  language: string,
  shardSize: number,
  outDir: string,
): SearchIndexWhileRendering {
  return new SearchIndexWhileRendering({
    language,
    sourceDir,
    shardSize,
    outDir,
    previousDocuments: buildCache.previousSearchDocuments,
  });
}

/** A build's search documents, and how many search indexes were made of them. */
export interface IndexedSearchDocuments {
  documents: SearchDocuments;
  indexes: SearchIndexCounts;
}

/**
 * The search documents of the rendered pages and of those taken over from the last build, once their index is in
 * the staging folder.
 */
export async function indexWithCache(
  buildCache: BuildCache,
  searchSourceDir: string,
  reusedHtmlFiles: string[],
  language: string,
  search: { staged: StagedOutput; shardSize: number; whileRendering?: SearchIndexWhileRendering },
): Promise<IndexedSearchDocuments> {
  const documents = buildCache.searchDocumentsOf(searchSourceDir, reusedHtmlFiles);
  const indexes = await cachedSearchIndex(buildCache, { documents, language, ...search });
  return { documents, indexes };
}

/** The theme package the config names, if a string (the config check reports any other value). */
export function themePackageOf(config: { theme?: { package?: unknown } }): string | undefined {
  const name = config.theme?.package;
  return typeof name === 'string' ? name : undefined;
}
