import { expect, test, type Request } from '@playwright/test';
import { de, en } from '@kran/theme';
import { waitForHydration } from '../support/page';

test.use({ viewport: { width: 1280, height: 800 } });

test('a German page is German, names its English original, and navigating stays in German', async ({ page }) => {
  await page.goto('/de/docs');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einführung');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    'https://example.org/docs',
  );
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    'https://example.org/docs',
  );
  // A link of the translated page, to another translated one, followed in the browser.
  await page.getByRole('main').getByRole('link', { name: 'Seiten schreiben', exact: true }).first().click();
  await expect(page).toHaveURL(/\/de\/docs\/writing-pages$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seiten schreiben');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // The page the browser rendered has the theme's German texts: its app is every locale's, its texts the locale's.
  await expect(page.getByRole('navigation', { name: de['docs.paginationLabel'] })).toBeVisible();
  await expect(page.getByRole('navigation', { name: de['docs.breadcrumbs'] })).toBeVisible();
});

test("the German and the English pages load the same app, each with its own locale's theme texts", async ({ page }) => {
  const scriptsOf = async (path: string) => {
    const scripts: string[] = [];
    // Scripts the page runs; a visible link may prefetch a layout's code (Chromium types it "other") meanwhile.
    const listener = (request: Request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    };
    page.on('request', listener);
    await page.goto(path);
    await waitForHydration(page);
    page.off('request', listener);
    return scripts;
  };
  const german = await scriptsOf('/de/docs');
  const english = await scriptsOf('/docs');
  const named = (scripts: string[], assets: string) =>
    scripts.filter((script) => script.startsWith(assets)).map((script) => script.slice(assets.length));
  expect(named(english, '/assets/')).toContainEqual(expect.stringMatching(/^locale-\w+\.js$/));
  expect(named(german, '/de/assets/').sort()).toEqual(named(english, '/assets/').sort());
  // Followed in the browser, on the English page: the theme's English texts.
  await page.getByRole('main').getByRole('link', { name: 'Writing pages', exact: true }).first().click();
  await expect(page).toHaveURL(/\/docs\/writing-pages$/);
  await expect(page.getByRole('navigation', { name: en['docs.paginationLabel'] })).toBeVisible();
  await expect(page.getByRole('navigation', { name: en['docs.breadcrumbs'] })).toBeVisible();
});

test('a page without a German translation shows its English text in the German shell', async ({ page }) => {
  await page.goto('/de/docs/mdx');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('MDX');
  await expect(page.getByRole('navigation', { name: de['docs.sidebarLabel'] })).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
    'href',
    'https://example.org/de/docs/mdx',
  );
});

test("the English page names its German translation and keeps the theme's English texts", async ({ page }) => {
  await page.goto('/docs');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
    'href',
    'https://example.org/de/docs',
  );
  await expect(page.getByRole('navigation', { name: en['docs.sidebarLabel'] })).toBeVisible();
});

test("a missing page below /de/ shows the German locale's not-found page", async ({ page }) => {
  const response = await page.goto('/de/gibt-es-nicht');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de['notFound.title']);
});

for (const { path, english, german } of [
  { path: '/docs', english: 'Introduction', german: 'Einführung' },
  { path: '/blog/2024/01/10/welcome', english: 'Welcome to the example blog', german: 'Willkommen im Beispiel-Blog' },
  { path: '/', english: 'Kran Example', german: 'Kran-Beispiel' },
])
  test(`the locale dropdown switches ${path} to German and back`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(new RegExp(`/de${path === '/' ? '/?' : path}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(german);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await expect(page.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(new RegExp(`${path === '/' ? '' : path}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(english);
  });

test('a German-only page leads to the English home, also once the app navigated to it and away', async ({ page }) => {
  const englishLink = () => page.getByRole('link', { name: 'English', includeHidden: true });
  await page.goto('/de/impressum');
  await waitForHydration(page);
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
    'href',
    'https://example.org/de/impressum',
  );
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(0);
  await expect(englishLink()).toHaveAttribute('href', '/');
  // In the app, to a page that English has at the same path, and back to this one.
  await page.getByRole('navigation', { name: de['navbar.label'] }).getByRole('link', { name: 'Doku' }).click();
  await expect(page).toHaveURL(/\/de\/docs$/);
  await expect(englishLink()).toHaveAttribute('href', '/docs');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum');
  await expect(englishLink()).toHaveAttribute('href', '/');
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await englishLink().click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the German navbar, sidebar and footer come from the translation files', async ({ page }) => {
  await page.goto('/de/docs');
  await waitForHydration(page);
  const navbar = page.getByRole('navigation', { name: de['navbar.label'] });
  await expect(navbar.getByRole('link', { name: 'Doku' })).toBeVisible();
  await expect(navbar.getByRole('button', { name: 'Mehr' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: de['docs.sidebarLabel'] });
  await expect(sidebar.getByRole('button', { name: 'Anleitungen' }).or(sidebar.getByText('Anleitungen'))).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText('Inhalt')).toBeVisible();
});

test("the German pages run under the policy the output's root sends, without a blocked script", async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  for (const path of ['/de/', '/de/docs', '/de/blog']) {
    await page.goto(path);
    await waitForHydration(page);
  }
  expect(errors).toEqual([]);
});
