import { expect, test, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { exampleSubPathBuildDir } from '../support/example-build';
import { isSameDocument, markDocument, waitForHydration } from '../support/page';

const base = '/beispiel/';

/** Serves the example site built for the base URL /beispiel/ under that base URL. */
async function serveSubPathBuild(page: Page): Promise<void> {
  await page.route(`**${base}**`, (route) => {
    const relative = decodeURIComponent(new URL(route.request().url()).pathname.slice(base.length));
    const file = path.join(exampleSubPathBuildDir, relative, path.extname(relative) ? '' : 'index.html');
    return existsSync(file) ? route.fulfill({ path: file }) : route.fulfill({ status: 404, body: 'Nicht gefunden' });
  });
}

test('under a base URL the search loads its index below it and opens a result inside the site without a reload', async ({ page }) => {
  const searchScripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/pagefind.js')) searchScripts.push(new URL(request.url()).pathname);
  });
  await serveSubPathBuild(page);
  await page.goto(`${base}docs/`);
  await waitForHydration(page);
  await markDocument(page);
  await page.getByRole('combobox', { name: 'Website durchsuchen' }).fill('Vorspann');
  await page.getByRole('listbox', { name: 'Suchergebnisse' }).getByRole('option', { name: /Seiten schreiben/ }).click();
  await expect(page).toHaveURL(/\/beispiel\/docs\/seiten-schreiben$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seiten schreiben');
  expect(await isSameDocument(page)).toBe(true);
  expect(searchScripts).toEqual(['/beispiel/pagefind/pagefind.js']);
});
