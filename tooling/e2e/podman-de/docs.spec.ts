import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../support/page';

const SIDEBAR = 'Seitenleiste der Dokumentation';
// At this width only the sidebar table of contents shows; the one for phones is hidden.
const toc = (page: Page) => page.getByRole('navigation', { name: 'Auf dieser Seite' });

test.use({ viewport: { width: 1280, height: 800 } });

test('the table of contents lists the headings of levels 2 and 3 and none of level 4', async ({ page }) => {
  await page.goto('/docs/installation');
  const article = page.locator('main article');
  const expected = await article
    .locator('h2, h3')
    .evaluateAll((headings) => headings.map((heading) => `#${heading.id}`));
  const fourthLevel = await article
    .locator('h4')
    .evaluateAll((headings) => headings.map((heading) => `#${heading.id}`));
  expect(fourthLevel.length).toBeGreaterThan(0);
  const listed = await toc(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => decodeURIComponent(link.getAttribute('href')!)));
  expect(listed).toEqual(expected.map((id) => decodeURIComponent(id)));
});

test('the table of contents marks the heading being read while scrolling', async ({ page }) => {
  await page.goto('/docs/installation');
  await waitForHydration(page);
  for (const id of ['installation-unter-linux', 'podman-aus-den-quellen-bauen']) {
    await page.evaluate((target) => document.getElementById(target)!.scrollIntoView(), id);
    await expect(toc(page).locator('a[aria-current="location"]')).toHaveAttribute('href', `#${id}`);
  }
});

test('/docs shows the Getting Started doc inside the docs sidebar, marked as current', async ({ page }) => {
  await page.goto('/docs');
  const sidebar = page.getByRole('navigation', { name: SIDEBAR });
  await expect(sidebar.getByRole('link', { name: 'Erste Schritte' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.getByRole('link', { name: 'Installation' })).toHaveAttribute('href', '/docs/installation');
  await expect(sidebar.getByRole('link', { name: 'Checkpoint' })).toHaveAttribute('href', '/docs/checkpoint');
  await expect(sidebar.getByRole('button')).toHaveCount(0);
});

test('/docs/documentation has no sidebar', async ({ page }) => {
  await page.goto('/docs/documentation');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: SIDEBAR })).toHaveCount(0);
});

test('a doc links its previous and next doc in the sidebar order', async ({ page }) => {
  await page.goto('/docs/installation');
  const pager = page.getByRole('navigation', { name: 'Dokumentation Seiten' });
  await expect(pager.getByRole('link', { name: /Zurück/ })).toHaveAttribute('href', '/docs');
  await expect(pager.getByRole('link', { name: /Weiter/ })).toHaveAttribute('href', '/docs/checkpoint');
});

test('the docs version being read is stored as the preferred one of the docs instance; the latest shows no banner', async ({
  page,
}) => {
  await page.goto('/docs/checkpoint');
  await waitForHydration(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
  await expect(page.getByRole('region', { name: 'Hinweis zur Version' })).toHaveCount(0);
});
