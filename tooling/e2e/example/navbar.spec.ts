import { expect, test, type Page } from '@playwright/test';
import { en } from '@kran/theme';
import { waitForHydration } from '../support/page';

test.use({ viewport: { width: 1280, height: 800 } });

const dropdownButton = (page: Page) =>
  page.getByRole('navigation', { name: en['navbar.label'] }).getByRole('button', { name: 'More' });
const archiveLink = (page: Page) => page.getByRole('link', { name: 'Archive', exact: true });

test.beforeEach(async ({ page }) => {
  await page.goto('/docs');
  await waitForHydration(page);
});

test('the dropdown opens while hovered and closes when the pointer leaves', async ({ page }) => {
  await expect(archiveLink(page)).toBeHidden();
  await dropdownButton(page).hover();
  await expect(dropdownButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(archiveLink(page)).toBeVisible();
  await page.mouse.move(640, 600);
  await expect(archiveLink(page)).toBeHidden();
});

test('Enter opens the dropdown and a press outside closes it', async ({ page }) => {
  await dropdownButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(archiveLink(page)).toBeVisible();
  await page.mouse.click(640, 600);
  await expect(dropdownButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(archiveLink(page)).toBeHidden();
});

test('the dropdown closes when keyboard focus leaves it', async ({ page }) => {
  await dropdownButton(page).focus();
  await page.keyboard.press('Enter');
  for (const name of ['Archive', 'Tags', /^React documentation/]) {
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name })).toBeFocused();
  }
  await page.keyboard.press('Tab');
  await expect(dropdownButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(archiveLink(page)).toBeHidden();
});

test('a dropdown link navigates and marks the dropdown as holding the current page', async ({ page }) => {
  await dropdownButton(page).hover();
  await archiveLink(page).click();
  await expect(page).toHaveURL(/\/blog\/archive$/);
  // The dropdown closes once the new page is shown; the pointer then leaves it and comes back, as a reader's would.
  await expect(dropdownButton(page)).toHaveAttribute('aria-expanded', 'false');
  await page.mouse.move(0, 0);
  await dropdownButton(page).hover();
  await expect(archiveLink(page)).toHaveAttribute('aria-current', 'page');
});
