import type { ConfigSource } from '../config/config-source.js';
import type { ResolvedConfig } from '../config/resolve-config.js';
import type { SourceLocation } from '../errors/errors.js';
import type { Problems } from '../errors/problems.js';
import type { Route } from '../types.js';
import type { LoadedContent } from './load-content.js';

/** Where each post's and doc's front matter `slug` is written, by file: a duplicate route is reported there. */
export function slugLocationsOf(content: LoadedContent): Map<string, SourceLocation> {
  const slugLocations = new Map<string, SourceLocation>();
  for (const item of [...content.blogs.flatMap(({ posts }) => posts), ...content.docs.flatMap(({ docs }) => docs)]) {
    if (item.slugLocation) slugLocations.set(item.file, item.slugLocation);
  }
  return slugLocations;
}

/**
 * Keeps the first route of each path and reports the others, at the front matter `slug` that made the
 * route when there is one, else at the file's start (or, for generated pages, at the base path in the config).
 */
export function dropDuplicateRoutes(
  routes: Route[],
  context: {
    resolved: ResolvedConfig;
    slugLocations: Map<string, SourceLocation>;
    configSource: ConfigSource;
    problems: Problems;
  },
): Route[] {
  const { resolved, slugLocations, configSource, problems } = context;
  const byPath = new Map<string, Route>();
  for (const route of routes) {
    const first = byPath.get(route.path);
    if (!first) {
      byPath.set(route.path, route);
      continue;
    }
    if (resolved.onDuplicateRoutes === 'ignore') continue;
    const report = resolved.onDuplicateRoutes === 'throw' ? problems.error : problems.warn;
    const source = route.source ?? first.source;
    const location = source
      ? (slugLocations.get(source) ?? { file: source, line: 1, column: 1 })
      : configSource.locateValue(route.path.split('/').filter(Boolean)[0] ?? '/', {
          key: 'routeBasePath',
          occurrence: 1,
        });
    report.call(
      problems,
      `The route ${route.path} is claimed by ${first.source ?? 'a generated page'} and by ${route.source ?? 'a generated page'}; only the first is built.`,
      location,
      'Give one of them another slug or file name.',
    );
  }
  return [...byPath.values()];
}
