import type { ConfigSource } from '../config/config-source.js';
import type { ConfigPart, ConfigPlace, DocsTargets } from '../config-part.js';
import type { SourceLocation } from '../errors/errors.js';
import type { Problems } from '../errors/problems.js';
import type { CheckedSite } from './check-site-config.js';

/**
 * Runs the check of the config part another package reads (ssg-cli: the theme's), with what its navbar items may
 * point at in the docs; each problem is reported at its place in the config file.
 */
export function checkConfigPart(
  part: ConfigPart | undefined,
  site: CheckedSite,
  docsTargets: ReadonlyMap<string, DocsTargets>,
  problems: Problems,
): void {
  for (const problem of part?.check?.(site.config, Object.fromEntries(docsTargets)) ?? [])
    problems.error(problem.message, locate(site.configSource, problem.at), problem.hint);
}

function locate(source: ConfigSource, { path, key, after, value }: ConfigPlace): SourceLocation {
  const atPath = path && source.locatePath(path, { isValue: value !== undefined });
  if (atPath) return atPath;
  return value === undefined
    ? source.locateKey(key, after === undefined ? {} : { after })
    : source.locateValue(value, { key, ...(after === undefined ? {} : { after }) });
}
