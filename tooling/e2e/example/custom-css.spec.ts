import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/page';

// sites/example lists src/css/custom.css under customCss; it sets its own brand and link colours, font stack and radii.
test('the stylesheet in customCss overrides the theme tokens: links, fonts and corners take the site values', async ({
  page,
}) => {
  await page.goto('/docs');
  const token = (name: string) =>
    page.evaluate((property) => getComputedStyle(document.documentElement).getPropertyValue(property).trim(), name);
  expect(await token('--color-brand')).toBe('#0b6e4f');
  expect(await token('--color-link')).toBe('#0b5cad');
  expect(await token('--font-family-base')).toMatch(/^["']Source Sans 3["'], /);
  // A token the site leaves alone keeps the theme's value.
  expect(await token('--color-text')).toBe('#1c1e21');
  await expect(page.getByRole('main').getByRole('link', { name: 'Writing pages', exact: true })).toHaveCSS(
    'color',
    'rgb(11, 92, 173)',
  );
  await expect(page.locator('body')).toHaveCSS('font-family', /^"Source Sans 3", /);
  // The code block's frame is the nearest element around its <pre> with rounded corners, measured once its island
  // has replaced the prerendered markup (a replaced element has no computed style).
  await waitForHydration(page);
  const codeBlockRadius = await page
    .locator('main article pre')
    .first()
    .evaluate((pre) => {
      for (let element: Element | null = pre; element; element = element.parentElement) {
        const radius = getComputedStyle(element).borderTopLeftRadius;
        if (radius !== '0px') return radius;
      }
      return '0px';
    });
  expect(codeBlockRadius).toBe('10px');
});
