import { expect, test } from '@playwright/test';
import { BROKEN_DATES, openCrashedTagPage, setBreakDates } from '../support/crash';
import { collectConsoleProblems, waitForHydration } from '../support/page';

test.describe('rendering crash', () => {
  test.beforeEach(async ({ page }) => {
    await openCrashedTagPage(page);
  });

  test('shows "Die Seite ist abgestürzt" with the message chain inside the shell, and "Page Error" as the tab title', async ({
    page,
  }) => {
    const crash = page.getByRole('main').getByRole('alert');
    await expect(crash.getByRole('heading', { level: 1 })).toHaveText('Die Seite ist abgestürzt');
    await expect(crash.getByRole('listitem')).toHaveText([
      'The blogTagPosts layout failed to render /blogs/tags/podman.',
      `Ursache: ${BROKEN_DATES}`,
    ]);
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
    await page
      .getByRole('navigation', { name: 'Seitenleiste der Dokumentation' })
      .getByRole('link', { name: 'Installation' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Podman installieren');
    expect(problems).toEqual([expect.stringContaining('Browser storage is unavailable')]);

    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('region', { name: 'Ankündigung' })).toBeVisible();
  });
});
