import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { RouteDataLoader, type RouteEntry, type RuntimeSettings } from '@kran/runtime';
import { podmanSiteDir } from './paths';

/** The folder the suite's server serves: a build made elsewhere (E2E_BUILD_DIR) or the site's own build/. */
export const servedBuildDir = path.resolve(process.env.E2E_BUILD_DIR ?? path.join(podmanSiteDir, 'build'));

/**
 * Path under the site root of the JavaScript asset in `buildDir` whose source map contains `sourceText`: the build
 * needs `kran build --source-maps` (the Podman site's `build` script passes it).
 */
export async function findAssetBySource(sourceText: string, buildDir = servedBuildDir): Promise<string> {
  const assets = path.join(buildDir, 'assets');
  for (const name of (await readdir(assets)).filter((file) => file.endsWith('.js')).sort()) {
    const map = await readFile(path.join(assets, `${name}.map`), 'utf8').catch(() => '');
    if (map.includes(sourceText)) return `/assets/${name}`;
  }
  throw new Error(
    `No asset in ${assets} has a source map containing ${JSON.stringify(sourceText)}. Was it built with --source-maps?`,
  );
}

async function settingsOf(
  routePath: string,
  buildDir: string,
): Promise<RuntimeSettings & { layoutChunks: Record<string, string[]> }> {
  const htmlFile = routePath === '/' ? 'index.html' : `${routePath.slice(1)}/index.html`;
  const html = await readFile(path.join(buildDir, htmlFile), 'utf8');
  return (
    JSON.parse(/<script id="__KRAN_DATA__" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!) as {
      settings: RuntimeSettings & { layoutChunks: Record<string, string[]> };
    }
  ).settings;
}

/** Where a route's HTML is and which layout shows it, found in the served build as the runtime finds it. */
export async function routeEntryOf(routePath: string, buildDir = servedBuildDir): Promise<RouteEntry> {
  const loader = new RouteDataLoader(await settingsOf(routePath, buildDir), (url) =>
    readFile(path.join(buildDir, url), 'utf8'),
  );
  const entry = await loader.routeOf(routePath);
  if (!entry) throw new Error(`The route map of ${buildDir} has no route ${routePath}.`);
  return entry;
}

/** The chunks a page of the served build loads for its layout, as the runtime finds them: its route map entry and the settings. */
export async function layoutChunksOf(routePath: string, buildDir = servedBuildDir): Promise<string[]> {
  const { layoutKind } = await routeEntryOf(routePath, buildDir);
  return (await settingsOf(routePath, buildDir)).layoutChunks[layoutKind] ?? [];
}
