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

/** The chunks a page of the served build loads for its layout, as the runtime finds them: its route map entry and the settings. */
export async function layoutChunksOf(routePath: string, buildDir = servedBuildDir): Promise<string[]> {
  const htmlFile = routePath === '/' ? 'index.html' : `${routePath.slice(1)}/index.html`;
  const html = await readFile(path.join(buildDir, htmlFile), 'utf8');
  const { settings } = JSON.parse(/<script id="__KRAN_DATA__" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!) as { settings: { routeMapUrl: string; layoutChunks: Record<string, string[]> } };
  const routeMap = JSON.parse(await readFile(path.join(buildDir, settings.routeMapUrl), 'utf8')) as Record<string, [string, string]>;
  return settings.layoutChunks[routeMap[routePath]![1]] ?? [];
}
