import { expect, test } from '@playwright/test';
import { exampleSubPathBuildDir } from '../support/example-build';
import { serveBuild, type ServedSite } from '../support/kran-serve';
import { waitForHydration } from '../support/page';

// The example site built for the base URL /example/, served by `kran serve` where it belongs and, as a host
// configured for another path would, under /wrong-path/.
let servedAtBase: ServedSite;
let servedElsewhere: ServedSite;

test.beforeAll(async () => {
  [servedAtBase, servedElsewhere] = await Promise.all([
    serveBuild(exampleSubPathBuildDir),
    serveBuild(exampleSubPathBuildDir, { baseUrl: '/wrong-path/' }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([servedAtBase?.stop(), servedElsewhere?.stop()]);
});

test('kran serve serves the build under its base URL and sends the server root there; other paths answer 404', async ({
  page,
  request,
}) => {
  expect(new URL(servedAtBase.url).pathname).toBe('/example/');
  const root = await request.get(new URL('/', servedAtBase.url).href, { maxRedirects: 0 });
  expect([root.status(), root.headers().location]).toEqual([302, '/example/']);
  for (const path of ['/docs', '/blog', '/assets/'])
    expect((await request.get(new URL(path, servedAtBase.url).href)).status(), path).toBe(404);
  const response = await page.goto(new URL('/', servedAtBase.url).href);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(servedAtBase.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kran Example');
});

test('a home page served outside its base URL shows a banner that suggests the base URL that would work', async ({
  page,
}) => {
  await page.goto(servedElsewhere.url);
  await expect(page.getByRole('alert')).toHaveText(
    'Your site did not load properly. A very common reason is a wrong site baseUrl configuration. ' +
      'Current configured baseUrl = /example/. We suggest trying baseUrl = /wrong-path/',
  );
});

test('served under its base URL the home page shows no banner, and other pages never do', async ({ page }) => {
  await page.goto(servedAtBase.url);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kran Example');
  await expect(page.locator('#kran-base-url-issue-banner')).toHaveCount(0);
  await page.goto(new URL('docs/', servedElsewhere.url).href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
  await expect(page.locator('#kran-base-url-issue-banner')).toHaveCount(0);
});
