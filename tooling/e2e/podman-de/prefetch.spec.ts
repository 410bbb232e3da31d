import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectRouteRequests, isRouteHtml, waitForHydration } from '../support/page';
import { routeEntryOf } from '../support/served-build';

/** The URL of a route's HTML, found through the site's route map as the runtime finds it. */
async function htmlUrlOf(page: Page, link: Locator): Promise<string> {
  const { htmlUrl } = await routeEntryOf((await link.getAttribute('href'))!);
  return new URL(htmlUrl, page.url()).href;
}

/** Takes away IntersectionObserver, so links are not prefetched for becoming visible and only hover or touch can do it. */
async function withoutVisibilityPrefetch(page: Page): Promise<void> {
  await page.addInitScript(() => delete (window as { IntersectionObserver?: unknown }).IntersectionObserver);
}

async function openArchive(page: Page): Promise<string[]> {
  const requests = collectRouteRequests(page);
  await page.goto('/blogs/archive');
  await waitForHydration(page);
  return requests;
}

const oldestPost = (page: Page) => page.locator('main section').last().getByRole('link').last();

test('hovering a link prefetches its HTML', async ({ page }) => {
  await withoutVisibilityPrefetch(page);
  const requests = await openArchive(page);
  const link = oldestPost(page);
  await link.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  expect(requests).toEqual([]);
  await link.hover();
  await expect.poll(() => requests).toEqual([await htmlUrlOf(page, link)]);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('touching a link prefetches its HTML', async ({ page }) => {
    await withoutVisibilityPrefetch(page);
    const requests = await openArchive(page);
    const link = oldestPost(page);
    await link.dispatchEvent('touchstart');
    await expect.poll(() => requests).toEqual([await htmlUrlOf(page, link)]);
  });
});

test("a prefetch fetches the route's HTML into memory and links its layout's code in the head, and the click fetches the HTML no more", async ({
  page,
}) => {
  await withoutVisibilityPrefetch(page);
  const requests = await openArchive(page);
  const link = oldestPost(page);
  const htmlUrl = await htmlUrlOf(page, link);
  const prefetchLinks = () =>
    page
      .locator('head link[rel="prefetch"]')
      .evaluateAll((links) => links.map((element) => (element as HTMLLinkElement).href));
  await link.hover();
  await expect.poll(() => requests).toEqual([htmlUrl]);
  await expect.poll(prefetchLinks).not.toEqual([]);
  expect((await prefetchLinks()).every((url) => url.includes('/assets/'))).toBe(true);
  const target = (await link.getAttribute('href'))!;
  const archiveTitle = await page.title();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page).not.toHaveTitle(archiveTitle);
  expect(requests).toEqual([htmlUrl]);
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

  test('hovering a link fetches its HTML instead', async ({ page }) => {
    await withoutVisibilityPrefetch(page);
    const fetches: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'fetch' && isRouteHtml(new URL(request.url()))) fetches.push(request.url());
    });
    await openArchive(page);
    const link = oldestPost(page);
    await link.hover();
    await expect.poll(() => fetches).toEqual([await htmlUrlOf(page, link)]);
    expect(await page.locator('head link[rel="prefetch"]').count()).toBe(0);
  });
});

test('a link is prefetched once it scrolls into view, not before', async ({ page }) => {
  const requests = await openArchive(page);
  const link = oldestPost(page);
  const url = await htmlUrlOf(page, link);
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
