import { gzipSync } from 'node:zlib';
import { summarizePhase, summarizeStartupScripts } from './request-summary.mjs';

const QUIET_MS = 1500;
const QUIET_TIMEOUT_MS = 30_000;

/**
 * @typedef {import('./request-summary.mjs').TrackedRequest} TrackedRequest
 * @typedef {{ phase: string; inFlight: number; lastActivity: number; requests: TrackedRequest[] }} Tracker
 * @typedef {ReturnType<typeof createSizeCache>} SizeCache
 */

/**
 * Records every http request of a page with the phase that was current when it started.
 * @param {import('playwright-core').Page} page
 * @returns {Tracker}
 */
export function trackRequests(page) {
  /** @type {Tracker} */
  const tracker = { phase: 'load', inFlight: 0, lastActivity: performance.now(), requests: [] };
  /** @type {Map<import('playwright-core').Request, TrackedRequest>} */
  const byRequest = new Map();
  page.on('request', (request) => {
    if (!request.url().startsWith('http')) return;
    const entry = {
      url: request.url().replace(/#.*/, ''),
      resourceType: request.resourceType(),
      phase: tracker.phase,
      isFailed: false,
    };
    byRequest.set(request, entry);
    tracker.requests.push(entry);
    tracker.inFlight += 1;
    tracker.lastActivity = performance.now();
  });
  /** @type {(request: import('playwright-core').Request, isFailed: boolean) => void} */
  const settle = (request, isFailed) => {
    const entry = byRequest.get(request);
    if (!entry) return;
    entry.isFailed = isFailed;
    tracker.inFlight -= 1;
    tracker.lastActivity = performance.now();
  };
  page.on('requestfinished', (request) => settle(request, false));
  page.on('requestfailed', (request) => settle(request, true));
  return tracker;
}

/** @param {Tracker} tracker */
export async function waitForQuiet(tracker) {
  const start = performance.now();
  while (performance.now() - start < QUIET_TIMEOUT_MS) {
    if (tracker.inFlight === 0 && performance.now() - tracker.lastActivity >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Fetches each URL once (uncompressed) and remembers its size and its gzip size (level 6, as most servers send). */
export function createSizeCache() {
  /** @type {Map<string, import('./request-summary.mjs').Size>} */
  const sizes = new Map();
  return {
    /** @param {string[]} urls */
    async load(urls) {
      for (const url of urls) {
        if (sizes.has(url)) continue;
        const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
        const body = Buffer.from(await response.arrayBuffer());
        sizes.set(url, { bytes: body.length, gzipBytes: gzipSync(body, { level: 6 }).length });
      }
    },
    sizeOf: (/** @type {string} */ url) => sizes.get(url) ?? { bytes: 0, gzipBytes: 0 },
  };
}

/**
 * Opens `origin + path` in a fresh browser context (empty cache), waits for the load event and a quiet
 * network, then, when `navigateTo` is set, clicks the first link to it and waits until that page is quiet.
 * @param {import('playwright-core').Browser} browser
 * @param {{ origin: string; path: string; navigateTo?: string | undefined; sizes: SizeCache }} options
 */
export async function measurePage(browser, { origin, path, navigateTo, sizes }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  /** @type {string[]} */
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const tracker = trackRequests(page);
  try {
    const response = await page.goto(origin + path, { waitUntil: 'load' });
    if (!response?.ok())
      throw new Error(
        `${origin + path} answered ${response?.status()}; the page to measure is missing from the build.`,
      );
    tracker.phase = 'afterLoad';
    await waitForQuiet(tracker);
    if (navigateTo) {
      tracker.phase = 'navigation';
      await page.locator(`a[href="${navigateTo}"]`).first().click();
      await page.waitForURL(origin + navigateTo);
      await waitForQuiet(tracker);
    }
  } finally {
    await context.close();
  }
  await sizes.load(tracker.requests.filter((request) => !request.isFailed).map((request) => request.url));
  const summary = (/** @type {string} */ phase) => ({
    ...summarizePhase(tracker.requests, phase, sizes.sizeOf),
    urls: tracker.requests.filter((request) => request.phase === phase).map((request) => new URL(request.url).pathname),
  });
  return {
    path,
    firstLoad: summary('load'),
    startupScripts: summarizeStartupScripts(tracker.requests, sizes.sizeOf),
    afterLoad: summary('afterLoad'),
    // What the page fetched ahead of a navigation: the requests after load that were not its own scripts.
    prefetched: summarizePhase(
      tracker.requests.filter((request) => request.resourceType !== 'script'),
      'afterLoad',
      sizes.sizeOf,
    ),
    ...(navigateTo
      ? {
          navigation: {
            to: navigateTo,
            isClientSide: !tracker.requests.some(
              (request) => request.phase === 'navigation' && request.resourceType === 'document',
            ),
            ...summary('navigation'),
          },
        }
      : {}),
    pageErrors: errors,
  };
}
