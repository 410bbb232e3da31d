import { expect, test, type Page } from '@playwright/test';
import { collectConsoleProblems, waitForHydration } from './support/page';

const BROKEN_DATES = 'Intl.DateTimeFormat is broken on purpose by the test.';

/**
 * Makes formatting a date throw while `window.breakDates` is true: pages with dates then crash while
 * rendering, through no fault of their data, and render again once it is false.
 */
async function breakDateFormattingOnDemand(page: Page): Promise<void> {
  await page.addInitScript((message) => {
    const format = Object.getOwnPropertyDescriptor(Intl.DateTimeFormat.prototype, 'format')!;
    Object.defineProperty(Intl.DateTimeFormat.prototype, 'format', {
      configurable: true,
      get(this: Intl.DateTimeFormat) {
        if ((window as unknown as { breakDates?: boolean }).breakDates) throw new Error(message);
        return format.get!.call(this);
      },
    });
  }, BROKEN_DATES);
}

const setBreakDates = (page: Page, isBroken: boolean) => page.evaluate((value) => ((window as unknown as { breakDates: boolean }).breakDates = value), isBroken);

test.describe('rendering crash', () => {
  test.beforeEach(async ({ page }) => {
    await breakDateFormattingOnDemand(page);
    await page.goto('/blogs/tags');
    await waitForHydration(page);
    await setBreakDates(page, true);
    await page.locator('main').getByRole('link', { name: /^podman\b/ }).first().click();
    await expect(page).toHaveURL(/\/blogs\/tags\/podman$/);
  });

  test('shows "Die Seite ist abgestürzt" with the message chain inside the shell, and "Page Error" as the tab title', async ({ page }) => {
    const crash = page.getByRole('main').getByRole('alert');
    await expect(crash.getByRole('heading', { level: 1 })).toHaveText('Die Seite ist abgestürzt');
    await expect(crash.getByRole('listitem')).toHaveText(['The blogTagPosts layout failed to render /blogs/tags/podman.', `Ursache: ${BROKEN_DATES}`]);
    await expect(page).toHaveTitle('Page Error');
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('"Nochmal versuchen" renders the page again and gives it back its tab title', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Die Seite ist abgestürzt');
    await setBreakDates(page, false);
    await page.getByRole('button', { name: 'Nochmal versuchen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('181 Posts getaggt mit "podman"');
    await expect(page).toHaveTitle(/podman/);
  });

  test('navigating to another page leaves the crash page behind', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Die Seite ist abgestürzt');
    await setBreakDates(page, false);
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Funktionen' }).click();
    await expect(page).toHaveURL(/\/features$/);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page).not.toHaveTitle('Page Error');
  });
});

test.describe('browser storage unavailable', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The storage is blocked by the test.', 'SecurityError');
        },
      });
    });
  });

  test('the site still works, warns once and keeps no preference', async ({ page }) => {
    const problems = collectConsoleProblems(page);
    await page.goto('/docs');
    await waitForHydration(page);
    await page.getByRole('button', { name: /momentan heller Modus/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('region', { name: 'Ankündigung' }).getByRole('button', { name: 'Schließen' }).click();
    await expect(page.getByRole('region', { name: 'Ankündigung' })).toBeHidden();
    await page.getByRole('navigation', { name: 'Seitenleiste der Dokumentation' }).getByRole('link', { name: 'Installation' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Podman installieren');
    expect(problems).toEqual([expect.stringContaining('Browser storage is unavailable')]);

    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('region', { name: 'Ankündigung' })).toBeVisible();
  });
});
