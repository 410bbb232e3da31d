import { expect, test } from '@playwright/test';
import { collectConsoleProblems, waitForHydration } from '../support/page';

const TOGGLE_LIGHT = 'Umschalten zwischen dunkler und heller Ansicht (momentan heller Modus)';
const TOGGLE_DARK = 'Umschalten zwischen dunkler und heller Ansicht (momentan dunkler Modus)';

test('the toggle switches to dark and the choice survives a reload', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await page.goto('/docs');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  // The stylesheet draws the sun in light mode and the moon in dark mode (one masked icon, picked by data-theme).
  const iconImage = () =>
    page
      .locator('button[title^="Umschalten"] [aria-hidden="true"]')
      .evaluate((icon) => getComputedStyle(icon).maskImage);
  const sun = await iconImage();
  expect(sun).toContain('circle');
  await page.getByRole('button', { name: TOGGLE_LIGHT }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: TOGGLE_DARK })).toHaveAttribute('title', TOGGLE_DARK);
  expect(await iconImage()).not.toEqual(sun);
  expect(await iconImage()).toMatch(/^url\("data:image\/svg\+xml,/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: TOGGLE_DARK })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a stored choice is applied by the head script before any bundle runs, so nothing flashes', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/blogs');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [red, green, blue] = background.match(/\d+/g)!.map(Number);
  expect(red! + green! + blue!).toBeLessThan(3 * 80);
});

test('switching in one tab switches the other tabs of the site', async ({ context }) => {
  const [first, second] = [await context.newPage(), await context.newPage()];
  for (const page of [first, second]) {
    await page.goto('/docs');
    await waitForHydration(page);
  }
  await first.getByRole('button', { name: TOGGLE_LIGHT }).click();
  await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(second.getByRole('button', { name: TOGGLE_DARK })).toBeVisible();
  await second.getByRole('button', { name: TOGGLE_DARK }).click();
  await expect(first.locator('html')).toHaveAttribute('data-theme', 'light');
});

test.describe('with the system set to dark', () => {
  test.use({ colorScheme: 'dark' });

  test('follows the system preference and labels the toggle accordingly', async ({ page }) => {
    await page.goto('/docs');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: TOGGLE_DARK })).toBeVisible();
  });

  test('a stored choice wins over the system preference', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.goto('/docs');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: TOGGLE_LIGHT })).toBeVisible();
  });
});

test('with no stored choice, a change of the system preference is followed at once', async ({ page }) => {
  await page.goto('/docs');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});
