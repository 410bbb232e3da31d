import type { RouteMap } from '@kran/contract';
import { routeMapFile } from '../output/output-paths.js';
import { contentHash } from '../output/write-output.js';

export type { RouteMap };

/** The most routes in one file of the route map: a first visit to a large site fetches only the parts its links need. */
export const ROUTES_PER_ROUTE_MAP_PART = 500;

export interface RouteMapFile {
  /** Path below the output folder. */
  file: string;
  json: string;
  /** Whether the name carries a hash of the contents (or stays the same from build to build). */
  isHashed: boolean;
}

export interface RouteMapParts {
  files: RouteMapFile[];
  /** The first file's path: it holds the routes that sort before every split. */
  first: string;
  /** For every further file, the first route path it holds and the file's path, in path order. */
  splits: [fromPath: string, file: string][];
}

/**
 * Splits the route map into files of at most `routesPerPart` routes, all about the same size, in path order (as JavaScript sorts strings, which
 * is how the runtime finds the part of a path). Named by their contents, or with stable names for kran dev, so
 * that a changed page does not change every page's settings.
 */
export function splitRouteMap(
  routeMap: RouteMap,
  {
    stableNames = false,
    routesPerPart = ROUTES_PER_ROUTE_MAP_PART,
  }: {
    stableNames?: boolean;
    routesPerPart?: number;
  } = {},
): RouteMapParts {
  const paths = Object.keys(routeMap).sort();
  // Parts of equal size, none larger than routesPerPart: 524 routes make two of 262, not one of 500 and one of 24.
  const partSize = Math.ceil(paths.length / Math.max(1, Math.ceil(paths.length / routesPerPart)));
  const parts: string[][] = [];
  for (let start = 0; start < paths.length || parts.length === 0; start += partSize)
    parts.push(paths.slice(start, start + partSize));
  const files = parts.map((part, index): RouteMapFile => {
    const json = JSON.stringify(Object.fromEntries(part.map((routePath) => [routePath, routeMap[routePath]!])));
    const suffix = stableNames ? (index === 0 ? '' : `-${index}`) : `-${contentHash(json)}`;
    return { file: routeMapFile(suffix), json, isHashed: !stableNames };
  });
  return {
    files,
    first: files[0]!.file,
    splits: parts.slice(1).map((part, index) => [part[0]!, files[index + 1]!.file]),
  };
}
