import { expect, test } from '@playwright/test';
import { en } from '@kran/theme';
import { waitForHydration } from '../support/page';

// The example site sets colorMode.disableSwitch.
test.use({ colorScheme: 'dark' });

test('with switching disabled the stored mode is deleted, the default shows and no toggle is offered', async ({
  page,
}) => {
  await page.goto('/docs');
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  await waitForHydration(page);
  for (const name of [en['colorMode.toggle.light'], en['colorMode.toggle.dark']])
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});
