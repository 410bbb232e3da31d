import { expect, test } from '@playwright/test';

// sites/example lists src/css/custom.css under customCss; it sets --color-brand and --color-link to #0b5cad.
test('the stylesheet in customCss overrides the theme tokens: links take the site colour instead of the theme purple', async ({ page }) => {
  await page.goto('/docs');
  const token = (name: string) => page.evaluate((property) => getComputedStyle(document.documentElement).getPropertyValue(property).trim(), name);
  expect(await token('--color-brand')).toBe('#0b5cad');
  expect(await token('--color-link')).toBe('#0b5cad');
  // A token the site leaves alone keeps the theme's value.
  expect(await token('--color-text')).toBe('#1c1e21');
  await expect(page.getByRole('main').getByRole('link', { name: 'Seiten schreiben', exact: true })).toHaveCSS('color', 'rgb(11, 92, 173)');
});
