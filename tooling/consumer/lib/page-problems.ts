import type { Browser, Page } from 'playwright-core';

export interface OpenedPage {
  page: Page;
  /** The HTTP status of the document. */
  status: number;
  /** Console errors, uncaught exceptions, failed requests and responses of 400 or more, from the start. */
  problems: string[];
}

/** How long a page may take to load and hydrate on a busy machine. */
export const PAGE_BOUND = 60_000;

/**
 * Collects every problem `page` shows from now on into the returned list: console errors, uncaught exceptions,
 * failed requests and responses of 400 or more. The status of the document at `url` is not a problem: the caller
 * checks it (404 for a page that does not exist). `isExpected` names requests whose failure is not one either.
 */
export function watchProblems(
  page: Page,
  url: string,
  isExpected: (requestUrl: string) => boolean = () => false,
): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // Chromium logs the document's own status of 400 or more as a failed resource; the caller checks that status.
    const source = message.location().url;
    const isDocumentStatus = source === url && message.text().startsWith('Failed to load resource');
    if (message.type() === 'error' && !isDocumentStatus && !isExpected(source))
      problems.push(`console error: ${message.text()} (${source})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    // ERR_ABORTED: the browser gave the request up itself, as it does with kran dev's event stream on a reload.
    const error = request.failure()?.errorText;
    if (error !== 'net::ERR_ABORTED' && !isExpected(request.url()))
      problems.push(`request failed: ${request.url()} (${error})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && response.url() !== url && !isExpected(response.url()))
      problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
}

/**
 * Opens a URL in a new page of `browser`, waits until React has hydrated it and the network is idle (the runtime
 * prefetches after load), and collects every problem the page shows (see watchProblems).
 */
export async function openPage(browser: Browser, url: string): Promise<OpenedPage> {
  const page = await browser.newPage();
  page.setDefaultTimeout(PAGE_BOUND);
  const problems = watchProblems(page, url);
  const response = await page.goto(url, { waitUntil: 'load', timeout: PAGE_BOUND });
  await page.waitForFunction(
    () => Object.keys(document.getElementById('__kran') ?? {}).some((key) => key.startsWith('__reactContainer')),
    undefined,
    { timeout: PAGE_BOUND },
  );
  await page.waitForLoadState('networkidle', { timeout: PAGE_BOUND });
  return { page, status: response?.status() ?? 0, problems };
}
