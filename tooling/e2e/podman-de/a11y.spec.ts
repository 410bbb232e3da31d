import { axeViolations } from '@kran/axe-check';
import { expect, test, type Page } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { openCrashedTagPage } from '../support/crash';
import { waitForHydration } from '../support/page';

const visit = (path: string, ready?: (page: Page) => Promise<void>) => async (page: Page) => {
  await page.goto(path, { waitUntil: 'load' });
  await waitForHydration(page);
  await ready?.(page);
};

/** One page of every layout; of the archives and docs the smaller ones, as axe's time grows with the page. */
const layouts: Record<string, (page: Page) => Promise<void>> = {
  home: visit('/'),
  'blog-list': visit('/blogs'),
  'blog-post': visit('/blogs/2019/06/13/podman-cheatsheet'),
  'tag-index': visit('/blogs/tags'),
  'tag-page': visit('/blogs/tags/podman'),
  archive: visit('/release/archive'),
  doc: visit('/docs/checkpoint'),
  'doc-without-sidebar': visit('/docs/documentation'),
  'markdown-page': visit('/community'),
  search: visit('/search?q=podman', (page) =>
    expect(page.getByRole('list', { name: 'Suchergebnisse' }).getByRole('listitem').first()).toBeVisible(),
  ),
  'not-found': visit('/gibt-es-nicht'),
  crash: async (page) => {
    await openCrashedTagPage(page);
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  },
};
const widths = { desktop: 1280, phone: 375 };
const modes = ['light', 'dark'] as const;

// Kept as artifacts to look at, never compared pixel by pixel; outside test-results/, which each run empties.
const screenshotDir = fileURLToPath(new URL('../e2e-artifacts/screenshots/', import.meta.url));

for (const [name, open] of Object.entries(layouts)) {
  for (const mode of modes) {
    test(`${name} in ${mode} mode at 1280 and 375 px: axe finds no WCAG 2 A/AA violation; screenshots kept`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width: widths.desktop, height: 900 });
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      await open(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await mkdir(screenshotDir, { recursive: true });

      const violations: Record<string, { id: string; help: string; targets: string[] }[]> = {};
      for (const [device, width] of Object.entries(widths)) {
        await page.setViewportSize({ width, height: 900 });
        await expect(page.getByRole('button', { name: 'Navigationsleiste umschalten' })).toBeVisible({
          visible: width <= 996,
        });
        violations[device] = (await axeViolations(page)).map(({ targets, ...rule }) => ({
          ...rule,
          targets: targets.slice(0, 5),
        }));
        const file = `${screenshotDir}${name}-${mode}-${device}.png`;
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
        await testInfo.attach(`${name}-${mode}-${device}`, { path: file, contentType: 'image/png' });
      }
      expect(violations).toEqual({ desktop: [], phone: [] });
    });
  }
}
