import { expect, test } from '@playwright/test';
import { collectConsoleProblems, isSameDocument, markDocument, waitForHydration } from '../support/page';

// Route data is slowed or blocked before the page loads, as visible links prefetch theirs at once.
test('the progress bar appears only when loading takes longer than 200 ms', async ({ page }) => {
  await page.route('**/_kran/data/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/docs');
  await waitForHydration(page);
  await page
    .getByRole('navigation', { name: 'Seitenleiste der Dokumentation' })
    .getByRole('link', { name: 'Checkpoint', exact: true })
    .click();
  await expect(page.locator('[data-kran-progress]')).toBeVisible();
  await expect(page).toHaveURL(/\/docs\/checkpoint$/);
  await expect(page.locator('[data-kran-progress]')).toHaveCount(0, { timeout: 5000 });
});

test('a failed route load logs a warning and makes the browser load the page in full', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await page.route('**/_kran/data/**', (route) => route.abort());
  await page.goto('/docs');
  await waitForHydration(page);
  await markDocument(page);
  await page
    .getByRole('navigation', { name: 'Seitenleiste der Dokumentation' })
    .getByRole('link', { name: 'Checkpoint', exact: true })
    .click();
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
  await page
    .getByRole('navigation', { name: 'Seitenleiste der Dokumentation' })
    .getByRole('link', { name: 'Checkpoint', exact: true })
    .click();
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
  await page.route('**/_kran/data/**', async (route) => {
    await isHeld;
    await route.continue();
  });
  await page.goto('/docs');
  await waitForHydration(page);
  await page
    .getByRole('navigation', { name: 'Seitenleiste der Dokumentation' })
    .getByRole('link', { name: 'Checkpoint', exact: true })
    .click();
  await expect(page).toHaveURL(/\/docs\/checkpoint$/);
  await page.waitForTimeout(400);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erste Schritte mit Podman');
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkpoints mit Podman');
});
