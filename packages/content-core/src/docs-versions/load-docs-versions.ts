import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DocsInstanceConfig } from '../config/config.js';
import type { ConfigSource } from '../config/config-source.js';
import type { Problems } from '../errors/problems.js';
import type { ResolvedDocsConfig } from '../config/resolve-config.js';
import { checkVersionOptions } from './check-version-options.js';
import { readVersionNames } from './read-version-names.js';
import { resolveDocsVersions } from './resolve-versions.js';

/** One version of a docs instance: its settings, and the index of its instance in the config's `docs`. */
export interface DocsVersionEntry {
  docs: ResolvedDocsConfig;
  instanceIndex: number;
}

/**
 * The versions every docs instance builds, instance by instance, newest first; read from the versions files
 * beside the site config. An instance whose versions cannot be resolved is left out; its problems are reported.
 */
export async function loadDocsVersions(
  instances: readonly ResolvedDocsConfig[],
  configs: readonly DocsInstanceConfig[],
  context: { siteDir: string; source: ConfigSource; problems: Problems },
): Promise<DocsVersionEntry[]> {
  const { siteDir, source, problems } = context;
  const perInstance = await Promise.all(
    instances.map(async (instance, instanceIndex) => {
      const listed = await readVersionNames(siteDir, instance.id, problems);
      const options = configs[instanceIndex] ?? {};
      if (!listed || !checkVersionOptions(instance.id, options, { listed, source, problems })) return [];
      const isFile = (file: string) => existsSync(path.resolve(siteDir, file));
      return resolveDocsVersions(instance, options, { listed, isFile }).map((docs) => ({ docs, instanceIndex }));
    }),
  );
  return perInstance.flat();
}
