import { readdirSync } from 'node:fs';
import path from 'node:path';

const ROUTE_SAMPLE = 60;
const ASSET_SAMPLE = 12;
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * Every file below a build folder, relative and with forward slashes.
 * @param {string} buildDir
 * @returns {string[]}
 */
export function listBuildFiles(buildDir) {
  return readdirSync(buildDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(buildDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * The requests of a load run, each with the status it must get: pages by route, with `/` (as client-side
 * navigation fetches them), `.html` and `/index.html` suffixes, assets, the route map, feeds, and paths that do not
 * exist. Every second request
 * asks for compression, as browsers do.
 * @param {string[]} files
 * @returns {{ urlPath: string; status: number; headers: Record<string, string> }[]}
 */
export function requestMix(files) {
  const routes = sample(files.filter((file) => file.endsWith('index.html')).map(routeOf), ROUTE_SAMPLE);
  const requests = [
    ...routes.flatMap((route) =>
      (route === '/' ? ['/', '/index.html'] : [route, `${route}/`, `${route}.html`, `${route}/index.html`]).map(
        (urlPath) => ({
          urlPath,
          status: 200,
        }),
      ),
    ),
    ...sample(
      files.filter((file) => /^assets\/.*\.(?:js|css)$/.test(file)),
      ASSET_SAMPLE,
    ).map((file) => ({ urlPath: `/${file}`, status: 200 })),
    ...files
      .filter((file) => /^_kran\/route-map[^/]*\.json$/.test(file))
      .map((file) => ({ urlPath: `/${file}`, status: 200 })),
    ...files
      .filter((file) => /^(?:sitemap\.xml|robots\.txt|[^/]+\/(?:rss|atom)\.xml)$/.test(file))
      .map((file) => ({ urlPath: `/${file}`, status: 200 })),
    ...Array.from({ length: 20 }, (_, index) => ({
      urlPath: index % 2 ? `/gibt-es-nicht-${index}` : `/blogs/2099/01/01/fehlt-${index}.html`,
      status: 404,
    })),
  ];
  return interleave(requests).map((request, index) => ({
    ...request,
    urlPath: encodePath(request.urlPath),
    headers: index % 2 ? BROWSER_ENCODINGS : {},
  }));
}

/** @param {string} file */
function routeOf(file) {
  return file === 'index.html' ? '/' : `/${file.slice(0, -'/index.html'.length)}`;
}

/**
 * Evenly spread picks, so blog posts, tags, docs and pages all take part.
 * @template T
 * @param {T[]} items
 * @param {number} count
 * @returns {T[]}
 */
function sample(items, count) {
  if (items.length <= count) return items;
  return Array.from(
    { length: count },
    (_, index) => /** @type {T} */ (items[Math.floor((index * items.length) / count)]),
  );
}

/**
 * A fixed shuffle, so each connection cycles through pages, assets, the route map and missing paths alike.
 * @template T
 * @param {T[]} items
 * @returns {T[]}
 */
function interleave(items) {
  const result = [...items];
  let seed = 7;
  for (let index = result.length - 1; index > 0; index--) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const other = seed % (index + 1);
    [result[index], result[other]] = [/** @type {T} */ (result[other]), /** @type {T} */ (result[index])];
  }
  return result;
}

/** @param {string} urlPath */
function encodePath(urlPath) {
  return urlPath.split('/').map(encodeURIComponent).join('/');
}
