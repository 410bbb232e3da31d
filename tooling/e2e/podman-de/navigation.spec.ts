import { expect, test, type Page } from '@playwright/test';
import { collectConsoleProblems, isRouteHtml, isSameDocument, markDocument, waitForHydration } from '../support/page';

/** The docs sidebar's link to the checkpoint page. */
const checkpointLink = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Seitenleiste der Dokumentation' })
    .getByRole('link', { name: 'Checkpoint', exact: true });

// Routes' HTML is slowed or blocked before the page loads, as visible links prefetch theirs at once.
test('the progress bar appears only when loading takes longer than 200 ms', async ({ page }) => {
  await page.route(isRouteHtml, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/docs');
  await waitForHydration(page);
  await checkpointLink(page).click();
  await expect(page.locator('[data-kran-progress]')).toBeVisible();
  await expect(page).toHaveURL(/\/docs\/checkpoint$/);
  await expect(page.locator('[data-kran-progress]')).toHaveCount(0, { timeout: 5000 });
});

test('a failed route load logs a warning and makes the browser load the page in full', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await page.route(isRouteHtml, (route) => route.abort());
  await page.goto('/docs');
  await waitForHydration(page);
  await markDocument(page);
  await checkpointLink(page).click();
  await expect(page).toHaveURL(/\/docs\/checkpoint$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => isSameDocument(page)).toBe(false);
  expect(problems).toContainEqual(
    expect.stringContaining('Loading /docs/checkpoint failed; loading the page in full.'),
  );
});

test('.html and /index.html suffixes show the same page', async ({ page }) => {
  for (const suffix of ['.html', '/index.html']) {
    const response = await page.goto(`/docs/installation${suffix}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Podman installieren');
    await waitForHydration(page);
  }
});

test('back and forward restore the scroll position', async ({ page }) => {
  await page.goto('/docs/installation');
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
  await checkpointLink(page).click();
  await expect(page).toHaveURL(/\/docs\/checkpoint$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/docs\/installation$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
});

test('a link with a hash scrolls to its anchor', async ({ page }) => {
  await page.goto('/docs/installation');
  await waitForHydration(page);
  const tocLink = page.locator('main a[href^="#"]:not([aria-label])').first();
  const id = decodeURIComponent((await tocLink.getAttribute('href'))!.slice(1));
  await tocLink.click();
  await expect
    .poll(() => page.evaluate((target) => Math.round(document.getElementById(target)!.getBoundingClientRect().top), id))
    .toBeLessThan(150);
  expect(page.url()).toContain(`#${encodeURIComponent(id)}`.replace(/%2D/g, '-'));
});

test('the current page stays until the next page has arrived', async ({ page }) => {
  let release = () => {};
  const isHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(isRouteHtml, async (route) => {
    await isHeld;
    await route.continue();
  });
  await page.goto('/docs');
  await waitForHydration(page);
  await checkpointLink(page).click();
  await expect(page).toHaveURL(/\/docs\/checkpoint$/);
  await page.waitForTimeout(400);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erste Schritte mit Podman');
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkpoints mit Podman');
});

test('a page of another build than the running code is loaded in full, not rendered by the old code', async ({
  page,
}) => {
  await page.route(isRouteHtml, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/"build":"[^"]+"/, '"build":"a newer deploy"');
    await route.fulfill({ response, body });
  });
  await page.goto('/docs');
  await waitForHydration(page);
  await markDocument(page);
  await checkpointLink(page).click();
  await expect(page).toHaveURL(/\/docs\/checkpoint$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkpoints mit Podman');
  await expect.poll(() => isSameDocument(page)).toBe(false);
});

test('a page reached in the app shows the content its own HTML holds, as when it is loaded in full', async ({
  page,
}) => {
  await page.goto('/blogs/archive');
  await waitForHydration(page);
  await markDocument(page);
  await page.locator('main a[href="/blogs/2019/06/13/podman-cheatsheet"]').first().click();
  await expect(page).toHaveURL(/\/blogs\/2019\/06\/13\/podman-cheatsheet$/);
  const article = page.locator('main article').first();
  // The content as the page's markup holds it, which the runtime read back from the HTML it fetched.
  const content = article.locator('[class^="Markdown_module_root"]');
  await expect(content).toBeVisible();
  const inApp = { text: await article.innerText(), content: await content.innerHTML() };
  expect(await isSameDocument(page)).toBe(true);
  await page.reload();
  await waitForHydration(page);
  expect({ text: await article.innerText(), content: await content.innerHTML() }).toEqual(inApp);
});
