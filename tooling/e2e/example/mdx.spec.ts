import { expect, test, type Page, type Request } from '@playwright/test';
import { collectConsoleProblems, markDocument, isSameDocument, waitForHydration } from '../support/page';

const MDX_PAGE = '/docs/mdx';

test('an MDX page arrives with every tab panel, the partial and the inline TOC, and hydrates without problems', async ({
  page,
}) => {
  const problems = collectConsoleProblems(page);
  const response = await page.request.get(MDX_PAGE);
  const html = await response.text();
  expect(html).toContain('sudo dnf -y install podman');
  expect(html).toContain('brew install podman');
  expect(html).not.toContain('import Tabs');
  await page.goto(MDX_PAGE);
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(main.getByText('A partial: this text lives in')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Install release 5.2' }).first()).toHaveAttribute(
    'href',
    '#install-release-52',
  );
  await expect(main.getByRole('tablist')).toHaveCount(2);
  await expect(main.getByRole('tabpanel').first()).toContainText('sudo dnf -y install podman');
  expect(problems).toEqual([]);
});

test("the tags of the page's <head> stay once while it is shown and go when another page is opened in place", async ({
  page,
}) => {
  const keywords = page.locator('head meta[name="keywords"]');
  await page.goto(MDX_PAGE);
  await waitForHydration(page);
  await markDocument(page);
  await expect(keywords).toHaveCount(1);
  await page.locator('a[href="/docs/writing-pages"]').first().click();
  await expect(page).toHaveURL(/\/docs\/writing-pages$/);
  await expect(keywords).toHaveCount(0);
  await page.goBack();
  await expect(keywords).toHaveAttribute('content', 'podman, tabs, mdx');
  expect(await isSameDocument(page)).toBe(true);
});

test('choosing a tab switches its group, keeps the choice in the query string and across visits', async ({ page }) => {
  await page.goto(MDX_PAGE);
  await waitForHydration(page);
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'macOS' }).first().click();
  await expect(main.getByRole('tab', { name: 'macOS', selected: true })).toHaveCount(2);
  await expect(main.getByRole('tabpanel').last()).toContainText('podman machine start');
  await expect(page).toHaveURL(/\?os=mac$/);

  await page.goto(MDX_PAGE);
  await waitForHydration(page);
  await expect(main.getByRole('tab', { name: 'macOS', selected: true })).toHaveCount(2);

  await page.goto(`${MDX_PAGE}?os=linux`);
  await waitForHydration(page);
  await expect(main.getByRole('tab', { name: 'Linux', selected: true }).first()).toBeVisible();
});

test('the arrow keys move between tabs', async ({ page }) => {
  await page.goto(MDX_PAGE);
  await waitForHydration(page);
  const linux = page.getByRole('main').getByRole('tab', { name: 'Linux' }).first();
  await linux.focus();
  await page.keyboard.press('ArrowRight');
  const mac = page.getByRole('main').getByRole('tab', { name: 'macOS' }).first();
  await expect(mac).toBeFocused();
  await expect(mac).toHaveAttribute('aria-selected', 'true');
});

/** The scripts a page fetches until it is hydrated and quiet, by path. */
async function scriptsOf(page: Page, path: string): Promise<Set<string>> {
  const scripts = new Set<string>();
  const listener = (request: Request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  };
  page.on('request', listener);
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  page.off('request', listener);
  return scripts;
}

test("a site's own component shows in the HTML and becomes interactive, its code a chunk of its own", async ({
  page,
  browser,
}) => {
  const problems = collectConsoleProblems(page);
  const html = await (await page.request.get(MDX_PAGE)).text();
  expect(html).toContain('<button type="button" aria-expanded="false">Show the answer</button>');
  expect(html).not.toContain('@site/');
  const mdxScripts = await scriptsOf(page, MDX_PAGE);
  const main = page.getByRole('main');
  const answer = main.getByText('podman ps', { exact: true });
  await expect(answer).toBeHidden();
  await main.getByRole('button', { name: 'Show the answer' }).click();
  await expect(answer).toBeVisible();
  await expect(main.getByRole('button', { name: 'Show the answer' })).toHaveAttribute('aria-expanded', 'true');
  expect(problems).toEqual([]);

  // A page without the component does not fetch the component's chunk.
  const other = await browser.newPage();
  const docsScripts = await scriptsOf(other, '/docs/');
  const onlyOnMdx = [...mdxScripts].filter((script) => !docsScripts.has(script));
  const bodies = await Promise.all(onlyOnMdx.map(async (script) => (await page.request.get(script)).text()));
  expect(bodies.filter((body) => body.includes('"aria-expanded"'))).toHaveLength(1);
  await other.close();
});
