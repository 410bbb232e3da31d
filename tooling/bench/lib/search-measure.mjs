// What Kran's search costs: the size of the Pagefind index a build writes, and what a first query fetches.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { trackRequests, waitForQuiet } from './browser-measure.mjs';
import { summarizePhase } from './request-summary.mjs';

/**
 * @typedef {import('./browser-measure.mjs').SizeCache} SizeCache
 * @typedef {{ pages: number; files: number; bytes: number; indexBytes: number; indexBytesPerPage: number | undefined }} SearchIndexStats
 * @typedef {import('./request-summary.mjs').PhaseSummary & { query: string; path: string; results: number; urls: string[] }} FirstQuery
 * @typedef {{ index: SearchIndexStats; firstQuery: FirstQuery }} SearchResult
 * @typedef {{ origin: string; path: string; query: string; sizes: SizeCache }} QueryOptions
 */

/** Files of the index proper, as opposed to Pagefind's script, worker and WebAssembly. */
const INDEX_DATA = /^(?:fragment|index|filter)\/|\.pf_meta$/;

/**
 * The Pagefind index in `<buildDir>/pagefind`: the pages it covers (from pagefind-entry.json), the bytes of all
 * its files, the bytes of the index data (index chunks, fragments, filters, metadata; Pagefind writes them
 * gzipped) and those per indexed page.
 * @param {string} buildDir
 * @returns {Promise<SearchIndexStats>}
 */
export async function searchIndexStats(buildDir) {
  const dir = path.join(buildDir, 'pagefind');
  /** @type {{ languages: Record<string, { page_count: number }> }} */
  const entry = JSON.parse(await readFile(path.join(dir, 'pagefind-entry.json'), 'utf8'));
  const pages = Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((file) => file.isFile());
  let bytes = 0;
  let indexBytes = 0;
  for (const file of files) {
    const fullPath = path.join(file.parentPath, file.name);
    const size = (await stat(fullPath)).size;
    bytes += size;
    if (INDEX_DATA.test(path.relative(dir, fullPath).split(path.sep).join('/'))) indexBytes += size;
  }
  return {
    pages,
    files: files.length,
    bytes,
    indexBytes,
    indexBytesPerPage: pages > 0 ? Math.round(indexBytes / pages) : undefined,
  };
}

/**
 * Opens `origin + path` in a fresh browser context, waits until the page is quiet, types `query` into the
 * navbar's search box key by key, and sums what the browser fetched from the first key press until the
 * results show and the network is quiet again: the search code, Pagefind and the parts of its index.
 * @param {import('playwright-core').Browser} browser
 * @param {QueryOptions} options
 * @returns {Promise<FirstQuery>}
 */
export async function measureFirstQuery(browser, { origin, path: pagePath, query, sizes }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const tracker = trackRequests(page);
  let results = 0;
  try {
    const response = await page.goto(origin + pagePath, { waitUntil: 'load' });
    if (!response?.ok())
      throw new Error(
        `${origin + pagePath} answered ${response?.status()}; the page to search from is missing from the build.`,
      );
    await waitForQuiet(tracker);
    tracker.phase = 'search';
    const box = page.getByRole('combobox', { name: 'Website durchsuchen' });
    await box.click();
    await box.pressSequentially(query, { delay: 80 });
    const options = page.getByRole('listbox', { name: 'Suchergebnisse' }).getByRole('option');
    await options.first().waitFor({ timeout: 30_000 });
    await waitForQuiet(tracker);
    results = await options.count();
  } finally {
    await context.close();
  }
  const requests = tracker.requests.filter((request) => request.phase === 'search');
  await sizes.load(requests.filter((request) => !request.isFailed).map((request) => request.url));
  return {
    query,
    path: pagePath,
    results,
    ...summarizePhase(requests, 'search', sizes.sizeOf),
    urls: requests.map((request) => new URL(request.url).pathname),
  };
}

/**
 * Both search figures for a Kran build served at `origin`.
 * @param {import('playwright-core').Browser} browser
 * @param {QueryOptions & { buildDir: string }} options
 * @returns {Promise<SearchResult>}
 */
export async function measureSearch(browser, { buildDir, origin, path: pagePath, query, sizes }) {
  return {
    index: await searchIndexStats(buildDir),
    firstQuery: await measureFirstQuery(browser, { origin, path: pagePath, query, sizes }),
  };
}
