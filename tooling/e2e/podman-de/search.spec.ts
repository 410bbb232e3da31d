import { expect, test, type Page } from '@playwright/test';
import { collectConsoleProblems, isSameDocument, markDocument, waitForHydration } from '../support/page';

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Website durchsuchen' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Suchergebnisse' }).getByRole('option');

test('a German word lists the matching posts and docs; Enter opens the chosen one without a reload', async ({
  page,
}) => {
  const problems = collectConsoleProblems(page);
  await page.goto('/');
  await waitForHydration(page);
  await markDocument(page);
  await searchBox(page).fill('Checkpoint');
  await expect(results(page).filter({ hasText: 'Checkpoint/Restore für Podman' })).toHaveCount(1);
  await expect(results(page).filter({ hasText: 'Checkpoints mit Podman' })).toContainText('Dokumentation');
  await expect(results(page).first().locator('mark').first()).toHaveText(/checkpoint/i);
  const firstTitle = await results(page).first().locator('span').first().textContent();
  await searchBox(page).press('ArrowDown');
  await expect(results(page).first()).toHaveAttribute('aria-selected', 'true');
  await searchBox(page).press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstTitle!);
  expect(await isSameDocument(page)).toBe(true);
  expect(problems).toEqual([]);
});

test('a command name finds the posts about it, and a click opens one without a reload', async ({ page }) => {
  await page.goto('/docs');
  await waitForHydration(page);
  await markDocument(page);
  await searchBox(page).fill('podman machine');
  const post = results(page).filter({ hasText: 'Podman Machine und Boot2podman' });
  await expect(post).toContainText('14. Januar 2019');
  await expect(post.locator('mark').first()).toHaveText(/podman|machine/i);
  await post.click();
  await expect(page).toHaveURL(/\/blogs\/2019\/01\/14\/podman-machine-and-boot2podman$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Podman Machine und Boot2podman');
  expect(await isSameDocument(page)).toBe(true);
});

test('each result is a link: Ctrl+click opens it in a new tab and leaves the list open', async ({ page, context }) => {
  await page.goto('/features');
  await waitForHydration(page);
  await searchBox(page).fill('Checkpoint');
  const post = results(page).filter({ hasText: 'Checkpoint/Restore für Podman' });
  await expect(post).toHaveAttribute('href', '/blogs/2018/10/10/checkpoint-restore');
  const newTab = context.waitForEvent('page');
  await post.click({ modifiers: ['Control'] });
  const opened = await newTab;
  await expect(opened).toHaveURL(/\/blogs\/2018\/10\/10\/checkpoint-restore$/);
  await expect(page).toHaveURL(/\/features$/);
  await expect(post).toBeVisible();
  await opened.close();
});

test('a page found twice is listed once, its matching sections below it; Enter on one opens it at its heading', async ({
  page,
}) => {
  await page.goto('/features');
  await waitForHydration(page);
  await markDocument(page);
  await searchBox(page).fill('compose');
  await expect(results(page).first()).toBeVisible();
  await expect(results(page).filter({ hasText: 'Podman 3 und Docker Compose' })).toHaveCount(1);
  await searchBox(page).fill('Container stoppen');
  const section = results(page).and(page.locator('[href="/docs#den-container-stoppen"]'));
  await expect(section.locator('span').first()).toHaveText('Den Container stoppen');
  const hrefs = await results(page).evaluateAll((options) => options.map((option) => option.getAttribute('href')));
  const sectionIndex = hrefs.indexOf('/docs#den-container-stoppen');
  const pageIndex = hrefs.indexOf('/docs');
  expect(pageIndex).toBeGreaterThanOrEqual(0);
  expect(hrefs.slice(pageIndex + 1, sectionIndex).every((href) => href?.startsWith('/docs#'))).toBe(true);
  for (let step = 0; step <= sectionIndex; step++) await searchBox(page).press('ArrowDown');
  await expect(section).toHaveAttribute('aria-selected', 'true');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/docs#den-container-stoppen$/);
  await expect(page.getByRole('heading', { name: 'Den Container stoppen' })).toBeInViewport();
  expect(await isSameDocument(page)).toBe(true);
});

test('nothing of the search loads before the box is used; / focuses it and Escape closes and clears it', async ({
  page,
}) => {
  const searchRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/pagefind/')) searchRequests.push(request.url());
  });
  await page.goto('/blogs/2018/10/10/checkpoint-restore');
  await waitForHydration(page);
  await page.waitForTimeout(300);
  expect(searchRequests).toEqual([]);
  await page.keyboard.press('/');
  await expect(searchBox(page)).toBeFocused();
  await expect.poll(() => searchRequests.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
  await page.keyboard.type('rootless');
  await expect(results(page).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox', { name: 'Suchergebnisse' })).toHaveCount(0);
  await expect(searchBox(page)).toHaveValue('rootless');
  await page.keyboard.press('Escape');
  await expect(searchBox(page)).toHaveValue('');
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
});

test('the results page shows the query from the URL, filters by section and links without a reload', async ({
  page,
}) => {
  await page.goto('/search?q=Checkpoint&section=docs');
  await waitForHydration(page);
  await markDocument(page);
  const list = page.getByRole('list', { name: 'Suchergebnisse' });
  await expect(page.getByRole('searchbox', { name: 'Website durchsuchen' })).toHaveValue('Checkpoint');
  await expect(page.getByRole('radio', { name: 'Dokumentation' })).toBeChecked();
  await expect(list.getByRole('heading', { level: 2 }).first()).toHaveText('Checkpoints mit Podman');
  await expect(list.getByText('Blog', { exact: true })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Blog' }).check();
  await expect(list.getByRole('link', { name: 'Checkpoint/Restore für Podman' })).toBeVisible();
  await expect(list.getByText('Dokumentation', { exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(/\/search\?q=Checkpoint&section=blog$/);
  await page.getByRole('radio', { name: 'Release' }).check();
  await expect(list.getByText('Release', { exact: true }).first()).toBeVisible();
  await page.getByRole('radio', { name: 'Blog' }).check();
  await list.getByRole('link', { name: 'Checkpoint/Restore für Podman' }).click();
  await expect(page).toHaveURL(/\/blogs\/2018\/10\/10\/checkpoint-restore$/);
  expect(await isSameDocument(page)).toBe(true);
});

test('Enter without a chosen result opens the results page for the query', async ({ page }) => {
  await page.goto('/features');
  await waitForHydration(page);
  await markDocument(page);
  await searchBox(page).fill('Netzwerk');
  await expect(results(page).first()).toBeVisible();
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=Netzwerk$/);
  await expect(page.getByRole('list', { name: 'Suchergebnisse' }).getByRole('listitem').first()).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
});
