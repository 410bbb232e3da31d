import { expect, test, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { exampleSubPathBuildDir } from '../support/example-build';
import { waitForHydration } from '../support/page';

/** Serves the example site built for the base URL /beispiel/ under `prefix` instead. */
async function serveSubPathBuildAt(page: Page, prefix: string): Promise<void> {
  await page.route(`**${prefix}**`, (route) => {
    const relative = decodeURIComponent(new URL(route.request().url()).pathname.slice(prefix.length));
    const file = path.join(exampleSubPathBuildDir, relative, path.extname(relative) ? '' : 'index.html');
    return existsSync(file) ? route.fulfill({ path: file }) : route.fulfill({ status: 404, body: 'Nicht gefunden' });
  });
}

test('a home page served outside its base URL shows a banner that suggests the base URL that would work', async ({ page }) => {
  await serveSubPathBuildAt(page, '/falscher-pfad/');
  await page.goto('/falscher-pfad/');
  await expect(page.getByRole('alert')).toHaveText(
    'Your site did not load properly. A very common reason is a wrong site baseUrl configuration. Current configured baseUrl = /beispiel/. We suggest trying baseUrl = /falscher-pfad/',
  );
});

test('served under its base URL the home page shows no banner, and other pages never do', async ({ page }) => {
  await serveSubPathBuildAt(page, '/beispiel/');
  await page.goto('/beispiel/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kran-Beispiel');
  await expect(page.locator('#kran-base-url-issue-banner')).toHaveCount(0);
  await serveSubPathBuildAt(page, '/falscher-pfad/');
  await page.goto('/falscher-pfad/docs/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einführung');
  await expect(page.locator('#kran-base-url-issue-banner')).toHaveCount(0);
});
