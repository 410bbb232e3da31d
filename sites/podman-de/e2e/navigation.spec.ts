import { expect, test, type Page } from '@playwright/test';

async function hydrated(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.getElementById('__kran') ?? {}).some((key) => key.startsWith('__reactContainer'))))
    .toBe(true);
}

async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { kranMarker: boolean }).kranMarker = true));
}

/** Undefined while the page is between two documents, when nothing can be evaluated. */
async function isSameDocument(page: Page): Promise<boolean | undefined> {
  return page.evaluate(() => (window as unknown as { kranMarker?: boolean }).kranMarker === true).catch(() => undefined);
}

const dataRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_kran/data/')) urls.push(request.url());
  });
  return urls;
};

test('hovering a link prefetches the target route data before the click', async ({ page }) => {
  await page.goto('/blogs/archive');
  await hydrated(page);
  const requests = dataRequests(page);
  const link = page.getByRole('link', { name: /Podman v4\.0\.0/ }).first();
  await link.scrollIntoViewIfNeeded();
  await link.hover();
  await expect.poll(() => requests.length).toBeGreaterThan(0);
});

test('no prefetching happens with data saver on', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
  const requests = dataRequests(page);
  await page.goto('/blogs/archive');
  await hydrated(page);
  await page.getByRole('link', { name: /Podman v4\.0\.0/ }).first().hover();
  await page.waitForTimeout(500);
  expect(requests).toEqual([]);
});

// Route data is slowed or blocked before the page loads, as visible links prefetch theirs at once.
test('the progress bar appears only when loading takes longer than 200 ms', async ({ page }) => {
  await page.route('**/_kran/data/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/docs');
  await hydrated(page);
  await page.getByRole('navigation', { name: 'Seitenleiste der Dokumentation' }).getByRole('link', { name: 'Checkpoint', exact: true }).click();
  await expect(page.locator('[data-kran-progress]')).toBeVisible();
  await expect(page).toHaveURL(/\/docs\/checkpoint$/);
  await expect(page.locator('[data-kran-progress]')).toHaveCount(0, { timeout: 5000 });
});

test('a failed route load makes the browser load the page in full', async ({ page }) => {
  await page.route('**/_kran/data/**', (route) => route.abort());
  await page.goto('/docs');
  await hydrated(page);
  await markDocument(page);
  await page.getByRole('navigation', { name: 'Seitenleiste der Dokumentation' }).getByRole('link', { name: 'Checkpoint', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/checkpoint$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => isSameDocument(page)).toBe(false);
});

test('.html and /index.html suffixes show the same page', async ({ page }) => {
  for (const suffix of ['.html', '/index.html']) {
    const response = await page.goto(`/docs/installation${suffix}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Podman installieren');
    await hydrated(page);
  }
});

test('back and forward restore the scroll position', async ({ page }) => {
  await page.goto('/docs/installation');
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
  await page.getByRole('navigation', { name: 'Seitenleiste der Dokumentation' }).getByRole('link', { name: 'Checkpoint', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/checkpoint$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/docs\/installation$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
});

test('a link with a hash scrolls to its anchor', async ({ page }) => {
  await page.goto('/docs/installation');
  await hydrated(page);
  const tocLink = page.locator('main a[href^="#"]:not([aria-label])').first();
  const id = decodeURIComponent((await tocLink.getAttribute('href'))!.slice(1));
  await tocLink.click();
  await expect.poll(() => page.evaluate((target) => Math.round(document.getElementById(target)!.getBoundingClientRect().top), id)).toBeLessThan(150);
  expect(page.url()).toContain(`#${encodeURIComponent(id)}`.replace(/%2D/g, '-'));
});
