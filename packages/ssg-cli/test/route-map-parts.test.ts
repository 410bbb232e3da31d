import { SEARCH_PAGE_PATH } from '@kran/theme';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PATH } from '../src/output/output-paths.js';
import { ROUTES_PER_ROUTE_MAP_PART } from '../src/render/route-map-parts.js';
import { builtRouteLoader, builtSettingsOf, cli, copyFixture } from './fixture-site.js';

type RouteMap = Record<string, string>;

describe('the route map of a large site', () => {
  it('comes in parts that hold every route once, and the runtime finds each route in the part its page names', async () => {
    const site = copyFixture('route-map-parts');
    for (let index = 1; index <= ROUTES_PER_ROUTE_MAP_PART; index++) {
      writeFileSync(
        path.join(site, 'blog', `2023-03-${String((index % 28) + 1).padStart(2, '0')}-beitrag-${index}.md`),
        `---\ntitle: Beitrag ${index}\n---\n\nText ${index}.\n`,
      );
    }
    execFileSync(process.execPath, [cli, 'build', '--site', site], { stdio: 'pipe' });
    const build = path.join(site, 'build');
    const routes = execFileSync(process.execPath, [cli, 'routes', '--site', site], { encoding: 'utf8' })
      .trim()
      .split('\n');

    // route-map-<hash>.json, or with the build cache route-map.json, route-map-1.json, ...
    const parts = readdirSync(path.join(build, '_kran')).filter((name) => name.startsWith('route-map'));
    expect(parts.length).toBeGreaterThan(1);
    const entries = parts.flatMap((name) =>
      Object.keys(JSON.parse(readFileSync(path.join(build, '_kran', name), 'utf8')) as RouteMap),
    );
    // Besides the content's routes: the search page and the not-found page, which a click on an unknown path shows.
    expect(entries.sort()).toEqual([...routes, NOT_FOUND_PATH, SEARCH_PAGE_PATH].sort());

    const settings = builtSettingsOf(site, '/blog/2024/01/02/erster');
    expect(settings.routeMapSplits).toHaveLength(parts.length - 1);
    const fetched: string[] = [];
    const loader = builtRouteLoader(site, settings, (url) => fetched.push(url));
    for (const route of routes) {
      const entry = await loader.routeOf(route);
      expect(existsSync(path.join(build, entry!.htmlUrl, 'index.html')), route).toBe(true);
    }
    expect(new Set(fetched).size).toBe(parts.length);
  }, 60_000);
});
