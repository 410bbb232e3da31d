import { expect, test } from '@playwright/test';
import { en } from '@kran/theme';
import { exampleBuildDir } from '../support/example-build';
import { collectConsoleProblems, isSameDocument, markDocument, waitForHydration } from '../support/page';
import { findAssetBySource } from '../support/served-build';

const REACT_PAGE = '/playground';

test('the React page arrives rendered, hydrates without console problems and counts in the browser', async ({
  page,
}) => {
  const problems = collectConsoleProblems(page);
  await page.goto(REACT_PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Playground');
  await expect(page).toHaveTitle('Playground | Kran Example');
  await expect(page.getByRole('navigation', { name: en['navbar.label'] })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('No pod is running yet.');
  await waitForHydration(page);
  const start = page.getByRole('button', { name: 'Start a pod' });
  await start.click();
  await start.click();
  await expect(page.getByRole('status')).toHaveText('2 pods are running.');
  await page.getByRole('button', { name: 'Stop all' }).click();
  await expect(page.getByRole('status')).toHaveText('No pod is running yet.');
  await expect(page.getByRole('button', { name: 'Stop all' })).toBeDisabled();
  expect(problems).toEqual([]);
});

test("the page's code loads on its own route only, and a link there renders it without a full page load", async ({
  page,
}) => {
  const pageChunk = await findAssetBySource('pages/playground.tsx', exampleBuildDir);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  for (const path of ['/', '/docs', '/blog']) {
    await page.goto(path);
    await waitForHydration(page);
  }
  await page.waitForLoadState('networkidle');
  expect(scripts).not.toContain(pageChunk);

  await page.goto('/docs/writing-pages');
  await waitForHydration(page);
  await markDocument(page);
  await page.getByRole('main').getByRole('link', { name: 'Playground' }).click();
  await expect(page).toHaveURL(/\/playground$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Playground');
  expect(scripts).toContain(pageChunk);
  await page.getByRole('button', { name: 'Start a pod' }).click();
  await expect(page.getByRole('status')).toHaveText('1 pod is running.');
  expect(await isSameDocument(page)).toBe(true);
});
