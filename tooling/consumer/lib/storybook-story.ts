import type { Browser, Page } from 'playwright-core';
import { PAGE_BOUND, watchProblems } from './page-problems';

export interface OpenedStory {
  page: Page;
  /** Console errors, uncaught exceptions, failed requests and responses of 400 or more, from the start. */
  problems: string[];
}

/**
 * Opens the story `id` of a built Storybook served at `storybookUrl` on its own (iframe.html, as Storybook's
 * manager frames it) and waits until Storybook shows it; fails with Storybook's error display when the story
 * throws. Chromium asks the host for /favicon.ico, which iframe.html does not link to: its 404 is not a problem.
 */
export async function openStory(browser: Browser, storybookUrl: string, id: string): Promise<OpenedStory> {
  const page = await browser.newPage();
  page.setDefaultTimeout(PAGE_BOUND);
  const url = new URL(`iframe.html?id=${encodeURIComponent(id)}&viewMode=story`, storybookUrl).href;
  const favicon = new URL('/favicon.ico', storybookUrl).href;
  const problems = watchProblems(page, url, (requestUrl) => requestUrl === favicon);
  await page.goto(url, { waitUntil: 'load', timeout: PAGE_BOUND });
  const shown = await page.waitForSelector('body.sb-show-main, body.sb-show-errordisplay, body.sb-show-nopreview');
  if (!(await shown.evaluate((body) => body.classList.contains('sb-show-main')))) {
    const error = await page.locator('#error-message, #error-stack').allInnerTexts();
    await page.close();
    throw new Error(`Storybook did not show the story ${id} at ${url}:\n${error.join('\n')}`);
  }
  await page.waitForLoadState('networkidle', { timeout: PAGE_BOUND });
  return { page, problems };
}
