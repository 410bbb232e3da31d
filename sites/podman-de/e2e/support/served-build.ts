import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The folder the suite's server serves: a build made elsewhere (E2E_BUILD_DIR) or the site's own build/. */
export const servedBuildDir = path.resolve(process.env.E2E_BUILD_DIR ?? 'build');

/** Path under the site root of the JavaScript asset in `buildDir` whose source map contains `sourceText`. */
export async function findAssetBySource(sourceText: string, buildDir = servedBuildDir): Promise<string> {
  const assets = path.join(buildDir, 'assets');
  for (const name of (await readdir(assets)).filter((file) => file.endsWith('.js')).sort()) {
    const map = await readFile(path.join(assets, `${name}.map`), 'utf8').catch(() => '');
    if (map.includes(sourceText)) return `/assets/${name}`;
  }
  throw new Error(`No asset in ${assets} has a source map containing ${JSON.stringify(sourceText)}.`);
}

interface ServedSettings {
  routeMapUrl: string;
  routeMapSplits?: [fromPath: string, url: string][];
  layoutChunks: Record<string, string[]>;
}

async function settingsOf(routePath: string, buildDir: string): Promise<ServedSettings> {
  const htmlFile = routePath === '/' ? 'index.html' : `${routePath.slice(1)}/index.html`;
  const html = await readFile(path.join(buildDir, htmlFile), 'utf8');
  return (JSON.parse(/<script id="__KRAN_DATA__" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!) as { settings: ServedSettings }).settings;
}

/** A route's `[data file URL, layout kind]` in the served build, from the part of the route map the runtime would read. */
export async function routeEntryOf(routePath: string, buildDir = servedBuildDir): Promise<[dataUrl: string, layoutKind: string]> {
  const settings = await settingsOf('/', buildDir);
  const partUrl = (settings.routeMapSplits ?? []).filter(([fromPath]) => fromPath <= routePath).at(-1)?.[1] ?? settings.routeMapUrl;
  const routeMap = JSON.parse(await readFile(path.join(buildDir, partUrl), 'utf8')) as Record<string, [string, string]>;
  const entry = routeMap[routePath];
  if (!entry) throw new Error(`The route map part ${partUrl} of ${buildDir} has no route ${routePath}.`);
  return entry;
}

/** The chunks a page of the served build loads for its layout, as the runtime finds them: its route map entry and the settings. */
export async function layoutChunksOf(routePath: string, buildDir = servedBuildDir): Promise<string[]> {
  const [, layoutKind] = await routeEntryOf(routePath, buildDir);
  return (await settingsOf(routePath, buildDir)).layoutChunks[layoutKind] ?? [];
}
