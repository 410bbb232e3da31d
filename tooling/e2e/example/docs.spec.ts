import { expect, test, type Page } from '@playwright/test';
import { en } from '@kran/theme';
import { isSameDocument, markDocument, waitForHydration } from '../support/page';

const sidebar = (page: Page) => page.getByRole('navigation', { name: en['docs.sidebarLabel'] });

test.use({ viewport: { width: 1280, height: 450 } });

test('a category opened for the current doc stays open after leaving it, and the sidebar has no hide button', async ({
  page,
}) => {
  await page.goto('/docs/writing-pages');
  await waitForHydration(page);
  const category = sidebar(page).locator('details', { hasText: 'How-to guides' });
  await expect(category).toHaveAttribute('open', '');
  await sidebar(page).getByRole('link', { name: 'Introduction' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
  await expect(category).toHaveAttribute('open', '');
  await expect(sidebar(page).getByRole('link', { name: 'Interactive elements' })).toBeVisible();
  await expect(sidebar(page).getByRole('button')).toHaveCount(0);
});

test('a link to a heading on another page navigates in the app and scrolls to that heading', async ({ page }) => {
  await page.goto('/docs');
  await waitForHydration(page);
  await markDocument(page);
  await page.getByRole('main').getByRole('link', { name: 'Anchors' }).click();
  await expect(page).toHaveURL(/\/docs\/interactive-elements#anchors$/);
  const heading = page.getByRole('heading', { name: 'Anchors', level: 2 });
  await expect.poll(async () => Math.round((await heading.boundingBox())?.y ?? -1)).toBeLessThan(150);
  expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(0);
  expect(await isSameDocument(page)).toBe(true);
});
