import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectDataRequests, waitForHydration } from '../support/page';
import { routeEntryOf } from '../support/served-build';

/** The data file URL of a route, read from the site's route map as the runtime reads it. */
async function dataUrlOf(page: Page, link: Locator): Promise<string> {
  const { dataUrl } = await routeEntryOf((await link.getAttribute('href'))!);
  return new URL(dataUrl, page.url()).href;
}

/** Takes away IntersectionObserver, so links are not prefetched for becoming visible and only hover or touch can do it. */
async function withoutVisibilityPrefetch(page: Page): Promise<void> {
  await page.addInitScript(() => delete (window as { IntersectionObserver?: unknown }).IntersectionObserver);
}

async function openArchive(page: Page): Promise<string[]> {
  const requests = collectDataRequests(page);
  await page.goto('/blogs/archive');
  await waitForHydration(page);
  return requests;
}

const oldestPost = (page: Page) => page.locator('main section').last().getByRole('link').last();

test('hovering a link prefetches its route data', async ({ page }) => {
  await withoutVisibilityPrefetch(page);
  const requests = await openArchive(page);
  const link = oldestPost(page);
  await link.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  expect(requests).toEqual([]);
  await link.hover();
  await expect.poll(() => requests).toEqual([await dataUrlOf(page, link)]);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('touching a link prefetches its route data', async ({ page }) => {
    await withoutVisibilityPrefetch(page);
    const requests = await openArchive(page);
    const link = oldestPost(page);
    await link.dispatchEvent('touchstart');
    await expect.poll(() => requests).toEqual([await dataUrlOf(page, link)]);
  });
});

test("the prefetch is a link in the head for the route's data and its layout's code, and the click takes the data from the cache", async ({
  page,
}) => {
  await withoutVisibilityPrefetch(page);
  await openArchive(page);
  const link = oldestPost(page);
  const dataUrl = await dataUrlOf(page, link);
  const prefetchLinks = () =>
    page
      .locator('head link[rel="prefetch"]')
      .evaluateAll((links) => links.map((element) => (element as HTMLLinkElement).href));
  await link.hover();
  await expect.poll(prefetchLinks).toContain(dataUrl);
  expect((await prefetchLinks()).some((url) => url.includes('/assets/'))).toBe(true);

  // Chromium tells, for each response, whether it came from the network or from a cache.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const dataResponses: { isFromCache: boolean }[] = [];
  cdp.on('Network.responseReceived', ({ type, response }) => {
    if (type === 'Fetch' && response.url === dataUrl)
      dataResponses.push({ isFromCache: Boolean(response.fromPrefetchCache || response.fromDiskCache) });
  });
  const target = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  // The address changes at the click; the data arrives after it.
  await expect.poll(() => dataResponses).toEqual([{ isFromCache: true }]);
});

test.describe('where the browser has no link prefetch', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const supports = DOMTokenList.prototype.supports;
      DOMTokenList.prototype.supports = function (token: string) {
        return token === 'prefetch' ? false : supports.call(this, token);
      };
    });
  });

  test('hovering a link fetches its route data instead', async ({ page }) => {
    await withoutVisibilityPrefetch(page);
    const fetches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/_kran/data/') && request.resourceType() === 'fetch') fetches.push(request.url());
    });
    await openArchive(page);
    const link = oldestPost(page);
    await link.hover();
    await expect.poll(() => fetches).toEqual([await dataUrlOf(page, link)]);
    expect(await page.locator('head link[rel="prefetch"]').count()).toBe(0);
  });
});

test('a link is prefetched once it scrolls into view, not before', async ({ page }) => {
  const requests = await openArchive(page);
  const link = oldestPost(page);
  const url = await dataUrlOf(page, link);
  await page.waitForTimeout(300);
  expect(requests).not.toContain(url);
  await link.scrollIntoViewIfNeeded();
  await expect.poll(() => requests).toContain(url);
});

test('nothing is prefetched with data saver on', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
  );
  const requests = await openArchive(page);
  const link = oldestPost(page);
  await link.scrollIntoViewIfNeeded();
  await link.hover();
  await page.waitForTimeout(500);
  expect(requests).toEqual([]);
});

test('nothing is prefetched on a 2g connection', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: false, effectiveType: '2g' } }),
  );
  const requests = await openArchive(page);
  const link = oldestPost(page);
  await link.scrollIntoViewIfNeeded();
  await link.hover();
  await page.waitForTimeout(500);
  expect(requests).toEqual([]);
});
