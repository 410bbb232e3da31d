import { expect, test, type Page } from '@playwright/test';

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.getElementById('__kran');
    return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
  });
}

test('the docs page shows its German heading and hydrates without console errors', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/docs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erste Schritte mit Podman');
  await expect(page).toHaveTitle('Erste Schritte mit Podman | Podman');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect.poll(() => isHydrated(page)).toBe(true);
  expect(errors).toEqual([]);
});

test('a link navigates inside the app without a full page load', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/docs');
  await expect.poll(() => isHydrated(page)).toBe(true);
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
  await page.getByRole('navigation', { name: 'Seitenleiste der Dokumentation' }).getByRole('link', { name: 'Installation' }).click();
  await expect(page).toHaveURL(/\/docs\/installation$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Podman installieren');
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
  expect(errors).toEqual([]);
});

test('an unknown path answers 404 with the German not-found page', async ({ page }) => {
  const response = await page.goto('/gibt-es-nicht');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
});

test('a blog post renders its date in German and hydrates', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/blogs/2019/06/13/podman-cheatsheet');
  await expect(page.locator('article time').first()).toHaveText('13. Juni 2019');
  await expect.poll(() => isHydrated(page)).toBe(true);
  expect(errors).toEqual([]);
});
