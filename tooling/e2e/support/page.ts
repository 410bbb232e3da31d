import { expect, type Page } from '@playwright/test';

/** Errors and warnings the page logs, and uncaught exceptions, from now on. */
export function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Whether React has hydrated the prerendered page. */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    Object.keys(document.getElementById('__kran') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );
}

/** Whether every island of the page's content (code blocks, tabs, ...) has replaced its prerendered markup. */
export function areIslandsMounted(page: Page): Promise<boolean> {
  return page.evaluate(() => document.querySelector('[data-island]:not([data-island-mounted])') === null);
}

/**
 * Waits until React has hydrated the prerendered page and its islands are mounted: they come in chunks of their own,
 * and until then their prerendered markup shows without the component's behaviour.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect.poll(() => isHydrated(page)).toBe(true);
  await expect.poll(() => areIslandsMounted(page)).toBe(true);
}

/**
 * Whether a URL is a route's HTML as the runtime requests it to navigate or prefetch: the folder of its index.html.
 * Pages the browser loads in full go to the route path itself, without the slash.
 */
export function isRouteHtml(url: URL): boolean {
  return url.pathname.length > 1 && url.pathname.endsWith('/');
}

/** URLs of routes' HTML the runtime requests from now on. */
export function collectRouteRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (!request.isNavigationRequest() && isRouteHtml(new URL(request.url()))) urls.push(request.url());
  });
  return urls;
}

/** Marks the current document, so a later check can tell a full page load from an in-app navigation. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { kranMarker: boolean }).kranMarker = true));
}

/** Undefined while the page is between two documents, when nothing can be evaluated. */
export async function isSameDocument(page: Page): Promise<boolean | undefined> {
  return page
    .evaluate(() => (window as unknown as { kranMarker?: boolean }).kranMarker === true)
    .catch(() => undefined);
}

/** The page's vertical scroll position. */
export function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}
