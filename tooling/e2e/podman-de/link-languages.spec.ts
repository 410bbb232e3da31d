import { expect, test, type Locator } from '@playwright/test';
import Parser from 'rss-parser';
import { collectConsoleProblems, waitForHydration } from '../support/page';

/** The hint right after a link, outside it. */
const hintAfter = (link: Locator) => link.locator('xpath=following-sibling::*[1][self::span]');

test('a link to an English text has hreflang="en" and "(englisch)" after its unchanged text', async ({ page }) => {
  await page.goto('/blogs/2019/08/08/podman-images');
  const article = page.locator('main article');
  const github = article.getByRole('link', { name: 'im Demos-Repository auf GitHub', exact: true });
  await expect(github).toHaveAttribute('hreflang', 'en');
  await expect(hintAfter(github)).toHaveText('(englisch)');
  await expect(article).toContainText('im Demos-Repository auf GitHub (englisch)');
  // The demo on podman.io is an English original, though the site's own URL is podman.io.
  await expect(article.getByRole('link', { name: 'Vorführung', exact: true })).toHaveAttribute('hreflang', 'en');
});

test('a link that stands in parentheses names its language after a comma, in the same parentheses', async ({
  page,
}) => {
  await page.goto('/blogs/2018/11/27/podman-exists');
  const article = page.locator('main article');
  await expect(hintAfter(article.getByRole('link', { name: 'GitHub', exact: true }))).toHaveText(', englisch');
  await expect(article).toContainText('Von Brent Baude (GitHub, englisch)');
});

test('links to German texts and into the site have neither hreflang nor a hint; French ones say so', async ({
  page,
}) => {
  await page.goto('/blogs/2019/03/22/podman-made-easy');
  const heise = page.locator('main article').getByRole('link', { name: /Linux-Container einfach gemacht, Teil 1/ });
  await expect(heise).not.toHaveAttribute('hreflang', /.*/);
  await expect(hintAfter(heise)).toHaveCount(0);
  await page.goto('/blogs/2020/05/06/podman-in-french');
  const french = page.locator('main article').getByRole('link', { name: 'Installation podman sur CentOS 8' });
  await expect(french).toHaveAttribute('hreflang', 'fr');
  await expect(hintAfter(french)).toHaveText('(französisch)');
  for (const internal of await page.locator('main a[href^="/"]').all()) {
    await expect(internal).not.toHaveAttribute('hreflang', /.*/);
  }
});

test('the hints stay when a post is reached by navigating in the browser, without console errors', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await page.goto('/blogs/2019/08/08/new');
  await waitForHydration(page);
  await page
    .getByRole('navigation', { name: 'Blog Post Seiten Navigation' })
    .getByRole('link', { name: /Älterer Post/ })
    .click();
  await expect(page).toHaveURL(/\/blogs\/2019\/08\/08\/podman-images$/);
  const github = page.locator('main article').getByRole('link', { name: 'im Demos-Repository auf GitHub' });
  await expect(hintAfter(github)).toHaveText('(englisch)');
  expect(problems).toEqual([]);
});

test("the blog's feeds carry hreflang and the hint in the posts' content", async ({ request }) => {
  const atom = await new Parser().parseString(await (await request.get('/blogs/atom.xml')).text());
  const contents = atom.items.map((item) => item.content ?? '');
  const withEnglishLink = contents.find((content) => content.includes('hreflang="en"'));
  expect(withEnglishLink).toMatch(/hreflang="en">[^<]+<\/a><span class="link-language"[^>]*> \(englisch\)<\/span>/);
});
