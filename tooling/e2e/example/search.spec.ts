import { expect, test } from '@playwright/test';
import { en } from '@kran/theme';
import { exampleSubPathBuildDir } from '../support/example-build';
import { serveBuild, type ServedSite } from '../support/kran-serve';
import { isSameDocument, markDocument, waitForHydration } from '../support/page';

// The example site built for the base URL /example/, served there by `kran serve`.
let served: ServedSite;

test.beforeAll(async () => {
  served = await serveBuild(exampleSubPathBuildDir);
});

test.afterAll(async () => {
  await served?.stop();
});

test('under a base URL the search loads its index below it and opens a result inside the site without a reload', async ({
  page,
}) => {
  const searchScripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/pagefind.js')) searchScripts.push(new URL(request.url()).pathname);
  });
  await page.goto(new URL('docs/', served.url).href);
  await waitForHydration(page);
  await markDocument(page);
  await page.getByRole('combobox', { name: en['search.label'] }).fill('front matter');
  await page
    .getByRole('listbox', { name: en['search.results'] })
    .getByRole('option', { name: /Writing pages/ })
    .click();
  await expect(page).toHaveURL(/\/example\/docs\/writing-pages$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Writing pages');
  expect(await isSameDocument(page)).toBe(true);
  expect(searchScripts).toEqual(['/example/pagefind/pagefind.js']);
});
