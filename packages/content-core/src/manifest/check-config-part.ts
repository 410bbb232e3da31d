import type { ConfigPart, DocsTargets } from '../config-part.js';
import type { Problems } from '../errors/problems.js';
import type { CheckedSite } from './check-site-config.js';
import { reportPartProblems } from './report-part-problems.js';

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
  reportPartProblems(part?.check?.(site.config, Object.fromEntries(docsTargets)), site.configSource, problems);
}
