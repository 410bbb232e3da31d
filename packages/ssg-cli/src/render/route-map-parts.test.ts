import { describe, expect, it } from 'vitest';
import { splitRouteMap, type RouteMap } from './route-map-parts.js';

const routeMapOf = (paths: string[]): RouteMap => Object.fromEntries(paths.map((routePath) => [routePath, 'blogPost']));

describe('splitRouteMap', () => {
  it('keeps a small site in one file named by its contents', () => {
    const parts = splitRouteMap(routeMapOf(['/docs', '/', '/blogs']));
    expect(parts.files).toHaveLength(1);
    expect(parts.first).toMatch(/^_kran\/route-map-[\w-]+\.json$/);
    expect(parts.splits).toEqual([]);
    expect(Object.keys(JSON.parse(parts.files[0]!.json) as RouteMap)).toEqual(['/', '/blogs', '/docs']);
  });

  it('splits a large site in path order and says where each further part starts', () => {
    const paths = ['/blogs/a', '/blogs/b', '/blogs/c', '/docs/a', '/docs/b', '/'];
    const parts = splitRouteMap(routeMapOf(paths), { routesPerPart: 2 });
    expect(parts.files.map((file) => Object.keys(JSON.parse(file.json) as RouteMap))).toEqual([
      ['/', '/blogs/a'],
      ['/blogs/b', '/blogs/c'],
      ['/docs/a', '/docs/b'],
    ]);
    expect(parts.splits).toEqual([
      ['/blogs/b', parts.files[1]!.file],
      ['/docs/a', parts.files[2]!.file],
    ]);
    expect(new Set(parts.files.map((file) => file.file)).size).toBe(3);
    expect(parts.files.every((file) => file.isHashed)).toBe(true);
  });

  it('makes the parts about the same size', () => {
    const paths = Array.from({ length: 7 }, (_, index) => `/blogs/${index}`);
    const parts = splitRouteMap(routeMapOf(paths), { routesPerPart: 5 });
    expect(parts.files.map((file) => Object.keys(JSON.parse(file.json) as RouteMap).length)).toEqual([4, 3]);
  });

  it('gives kran dev names that stay the same from build to build', () => {
    const parts = splitRouteMap(routeMapOf(['/a', '/b', '/c']), { routesPerPart: 2, stableNames: true });
    expect(parts.files.map((file) => file.file)).toEqual(['_kran/route-map.json', '_kran/route-map-1.json']);
    expect(parts.files.some((file) => file.isHashed)).toBe(false);
  });

  it('writes an empty map for a site without routes', () => {
    expect(splitRouteMap({}).files.map((file) => file.json)).toEqual(['{}']);
  });
});
