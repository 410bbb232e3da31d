import { expect, type Page } from '@playwright/test';
import { waitForHydration } from './page';

export const BROKEN_DATES = 'Intl.DateTimeFormat is broken on purpose by the test.';

/**
 * Makes formatting a date throw while `window.breakDates` is true: pages with dates then crash while
 * rendering, through no fault of their data, and render again once it is false.
 */
export async function breakDateFormattingOnDemand(page: Page): Promise<void> {
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

export const setBreakDates = (page: Page, isBroken: boolean) =>
  page.evaluate((value) => ((window as unknown as { breakDates: boolean }).breakDates = value), isBroken);

/** From the tag index, navigates to the podman tag page while dates cannot be formatted: the page crashes. */
export async function openCrashedTagPage(page: Page): Promise<void> {
  await breakDateFormattingOnDemand(page);
  await page.goto('/blogs/tags');
  await waitForHydration(page);
  await setBreakDates(page, true);
  await page
    .locator('main')
    .getByRole('link', { name: /^podman\b/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/blogs\/tags\/podman$/);
}
