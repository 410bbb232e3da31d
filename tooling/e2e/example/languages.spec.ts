import { expect, test } from '@playwright/test';
import { de, en } from '@kran/theme';
import { waitForHydration } from '../support/page';

test.use({ viewport: { width: 1280, height: 800 } });

test('a German page is German, names its English original, and navigating stays in German', async ({ page }) => {
  await page.goto('/de/docs');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einführung');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    'https://example.org/docs',
  );
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    'https://example.org/docs',
  );
  // A link of the translated page, to another translated one, followed in the browser.
  await page.getByRole('main').getByRole('link', { name: 'Seiten schreiben', exact: true }).first().click();
  await expect(page).toHaveURL(/\/de\/docs\/writing-pages$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seiten schreiben');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('a page without a German translation shows its English text in the German shell', async ({ page }) => {
  await page.goto('/de/docs/mdx');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('MDX');
  await expect(page.getByRole('navigation', { name: de['docs.sidebarLabel'] })).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
    'href',
    'https://example.org/de/docs/mdx',
  );
});

test("the English page names its German translation and keeps the theme's English texts", async ({ page }) => {
  await page.goto('/docs');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
    'href',
    'https://example.org/de/docs',
  );
  await expect(page.getByRole('navigation', { name: en['docs.sidebarLabel'] })).toBeVisible();
});

test("a missing page below /de/ shows the German locale's not-found page", async ({ page }) => {
  const response = await page.goto('/de/gibt-es-nicht');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de['notFound.title']);
});
