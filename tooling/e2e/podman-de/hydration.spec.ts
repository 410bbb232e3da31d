import { expect, test } from '@playwright/test';
import { collectConsoleProblems, isHydrated } from '../support/page';
import { layoutChunksOf } from '../support/served-build';

test('the docs page shows its German heading and hydrates without console errors', async ({ page }) => {
  const errors = collectConsoleProblems(page);
  await page.goto('/docs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erste Schritte mit Podman');
  await expect(page).toHaveTitle('Erste Schritte mit Podman | Podman');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect.poll(() => isHydrated(page)).toBe(true);
  expect(errors).toEqual([]);
});

test('a link navigates inside the app without a full page load', async ({ page }) => {
  const errors = collectConsoleProblems(page);
  await page.goto('/docs');
  await expect.poll(() => isHydrated(page)).toBe(true);
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
  await page
    .getByRole('navigation', { name: 'Seitenleiste der Dokumentation' })
    .getByRole('link', { name: 'Installation' })
    .click();
  await expect(page).toHaveURL(/\/docs\/installation$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Podman installieren');
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
  expect(errors).toEqual([]);
});

test('a blog post renders its date in German and hydrates', async ({ page }) => {
  const errors = collectConsoleProblems(page);
  await page.goto('/blogs/2019/06/13/podman-cheatsheet');
  await expect(page.locator('article time').first()).toHaveText('13. Juni 2019');
  await expect.poll(() => isHydrated(page)).toBe(true);
  expect(errors).toEqual([]);
});

test('the page hydrates only once its layout code has loaded, showing the prerendered page meanwhile', async ({
  page,
}) => {
  const docLayoutChunks = await layoutChunksOf('/docs/checkpoint');
  expect(docLayoutChunks.length).toBeGreaterThan(0);
  let release = () => {};
  const isHeld = new Promise<void>((resolve) => (release = resolve));
  for (const chunk of docLayoutChunks) {
    await page.route(`**${chunk}`, async (route) => {
      await isHeld;
      await route.continue();
    });
  }
  await page.goto('/docs/checkpoint', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkpoints mit Podman');
  await page.waitForTimeout(500);
  expect(await isHydrated(page)).toBe(false);
  release();
  await expect.poll(() => isHydrated(page)).toBe(true);
});
