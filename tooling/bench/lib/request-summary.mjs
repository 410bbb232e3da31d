// Groups the requests a page made into what a reader's browser loads first, prefetches, and loads on navigation.

/**
 * @typedef {'html' | 'js' | 'css' | 'data' | 'other'} Category
 * @typedef {{ url: string; resourceType: string; phase: string; isFailed: boolean }} TrackedRequest
 * @typedef {{ bytes: number; gzipBytes: number }} Size
 * @typedef {{ requests: number; bytes: number; gzipBytes: number }} Totals
 * @typedef {Totals & { byCategory: Partial<Record<Category, Totals>> }} PhaseSummary
 */

/**
 * The kind of a request, from Chromium's resource type and the URL's extension.
 * @param {{ url: string; resourceType: string }} request
 * @returns {Category}
 */
export function categoryOf({ url, resourceType }) {
  const pathname = new URL(url).pathname;
  if (resourceType === 'document') return 'html';
  if (resourceType === 'script' || pathname.endsWith('.js') || pathname.endsWith('.mjs')) return 'js';
  if (resourceType === 'stylesheet' || pathname.endsWith('.css')) return 'css';
  if (resourceType === 'fetch' || resourceType === 'xhr' || pathname.endsWith('.json')) return 'data';
  return 'other';
}

/**
 * Sums the requests of one phase (`load`: until the load event; `afterLoad`: until the network is quiet,
 * which is prefetching; `navigation`: from the click until the next page is quiet), by category, with
 * `sizeOf(url)` giving `{ bytes, gzipBytes }`. Failed requests count as requests but add no bytes.
 * @param {TrackedRequest[]} requests
 * @param {string} phase
 * @param {(url: string) => Size} sizeOf
 * @returns {PhaseSummary}
 */
export function summarizePhase(requests, phase, sizeOf) {
  /** @type {PhaseSummary} */
  const totals = { requests: 0, bytes: 0, gzipBytes: 0, byCategory: {} };
  for (const request of requests.filter((entry) => entry.phase === phase)) {
    const category = categoryOf(request);
    const size = request.isFailed ? { bytes: 0, gzipBytes: 0 } : sizeOf(request.url);
    const group = (totals.byCategory[category] ??= { requests: 0, bytes: 0, gzipBytes: 0 });
    for (const target of [totals, group]) {
      target.requests += 1;
      target.bytes += size.bytes;
      target.gzipBytes += size.gzipBytes;
    }
  }
  return totals;
}

/**
 * The scripts a page runs to start, whether it loads them before the load event or just after it: every
 * distinct URL the browser fetched as a script (not as a prefetch, whose resource type is "other") in the
 * `load` and `afterLoad` phases.
 * @param {TrackedRequest[]} requests
 * @param {(url: string) => Size} sizeOf
 * @returns {Totals}
 */
export function summarizeStartupScripts(requests, sizeOf) {
  const urls = new Set(
    requests
      .filter(
        (request) =>
          !request.isFailed &&
          request.resourceType === 'script' &&
          (request.phase === 'load' || request.phase === 'afterLoad'),
      )
      .map((request) => request.url),
  );
  const totals = { requests: urls.size, bytes: 0, gzipBytes: 0 };
  for (const url of urls) {
    const size = sizeOf(url);
    totals.bytes += size.bytes;
    totals.gzipBytes += size.gzipBytes;
  }
  return totals;
}

/**
 * The gzip bytes of one category in a phase summary; 0 when the phase had none.
 * @param {PhaseSummary} summary
 * @param {Category} category
 */
export function gzipOf(summary, category) {
  return summary.byCategory[category]?.gzipBytes ?? 0;
}
