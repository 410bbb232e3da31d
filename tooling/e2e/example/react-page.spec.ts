import { expect, test } from '@playwright/test';
import { exampleBuildDir } from '../support/example-build';
import { collectConsoleProblems, isSameDocument, markDocument, waitForHydration } from '../support/page';
import { findAssetBySource } from '../support/served-build';

const REACT_PAGE = '/spielwiese';

test('the React page arrives rendered, hydrates without console problems and counts in the browser', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await page.goto(REACT_PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spielwiese');
  await expect(page).toHaveTitle('Spielwiese | Kran-Beispiel');
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Es läuft noch kein Pod.');
  await waitForHydration(page);
  const start = page.getByRole('button', { name: 'Pod starten' });
  await start.click();
  await start.click();
  await expect(page.getByRole('status')).toHaveText('Es laufen 2 Pods.');
  await page.getByRole('button', { name: 'Alle anhalten' }).click();
  await expect(page.getByRole('status')).toHaveText('Es läuft noch kein Pod.');
  await expect(page.getByRole('button', { name: 'Alle anhalten' })).toBeDisabled();
  expect(problems).toEqual([]);
});

test("the page's code loads on its own route only, and a link there renders it without a full page load", async ({ page }) => {
  const pageChunk = await findAssetBySource('pages/spielwiese.tsx', exampleBuildDir);
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

  await page.goto('/docs/seiten-schreiben');
  await waitForHydration(page);
  await markDocument(page);
  await page.getByRole('main').getByRole('link', { name: 'Spielwiese' }).click();
  await expect(page).toHaveURL(/\/spielwiese$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spielwiese');
  expect(scripts).toContain(pageChunk);
  await page.getByRole('button', { name: 'Pod starten' }).click();
  await expect(page.getByRole('status')).toHaveText('Es läuft 1 Pod.');
  expect(await isSameDocument(page)).toBe(true);
});
