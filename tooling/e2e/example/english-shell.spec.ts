import { expect, test, type Page } from '@playwright/test';
import { de, en } from '@kran/theme';
import { builtPagesOf } from '../support/built-pages';
import { exampleBuildDir } from '../support/example-build';
import { containsWords, germanOnlyTexts } from '@kran/vitest-config/german-texts';
import { collectConsoleProblems, isSameDocument, markDocument, waitForHydration } from '../support/page';

// sites/example is English (locale en) and overrides two theme components by wrapping the theme's own:
// Footer (adds a "Built with Kran" line) and BlogPostLayout (adds a "Back to the blog" link).
// The checks are soft, so one run names every page that fails them.
const GERMAN_TEXTS = germanOnlyTexts(de, en);
const BACK_TO_BLOG = '← Back to the blog';

/** Every text of the page a reader or a screen reader meets: text nodes, labels, titles, placeholders, alt texts. */
function readableTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest('script, style')) texts.push(node.textContent ?? '');
    }
    for (const attribute of ['aria-label', 'title', 'placeholder', 'alt', 'aria-description', 'aria-roledescription']) {
      for (const element of document.querySelectorAll(`[${attribute}]`))
        texts.push(element.getAttribute(attribute) ?? '');
    }
    return texts.map((text) => text.trim()).filter(Boolean);
  });
}

async function expectNoGermanThemeText(page: Page, where: string): Promise<void> {
  const text = (await readableTexts(page)).join('\n');
  expect
    .soft(
      GERMAN_TEXTS.filter((german) => containsWords(text, german)),
      `German theme texts on ${where}`,
    )
    .toEqual([]);
}

async function expectFooterOverride(page: Page): Promise<void> {
  // The theme's footer stays, and the site's line follows it.
  await expect.soft(page.getByRole('contentinfo', { name: en['footer.label'] })).toBeVisible();
  const addition = page.locator(`footer[aria-label="${en['footer.label']}"] + [data-testid="built-with-kran"]`);
  await expect.soft(addition).toHaveText(/^Built with Kran\b/);
}

test('every built page is English, shows no German theme text and carries the Footer override; blog posts the layout override', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const pages = await builtPagesOf(exampleBuildDir);
  expect(pages.map((built) => built.kind)).toEqual(
    expect.arrayContaining([
      'page',
      'doc',
      'blogList',
      'blogPost',
      'blogTags',
      'blogTagPosts',
      'blogArchive',
      'reactPage',
      'notFound',
      'search',
    ]),
  );
  expect(GERMAN_TEXTS).toEqual(
    expect.arrayContaining([de['notFound.title'], de['blogArchive.title'], de['navbar.label']]),
  );
  for (const { path, kind } of pages) {
    await test.step(`${path} (${kind})`, async () => {
      await page.goto(path);
      await expect.soft(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect.soft(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await waitForHydration(page);
      await expectNoGermanThemeText(page, path);
      await expectFooterOverride(page);
      const backToBlog = page.getByTestId('back-to-blog').getByRole('link', { name: BACK_TO_BLOG });
      if (kind === 'blogPost') {
        await expect.soft(backToBlog).toBeVisible();
        await expect.soft(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      } else await expect.soft(backToBlog).toHaveCount(0);
    });
  }
});

for (const path of ['/', '/docs/writing-pages', '/blog', '/blog/2024/02/14/tags', '/playground']) {
  test(`${path} hydrates with both overrides without console errors or warnings`, async ({ page }) => {
    const problems = collectConsoleProblems(page);
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expectFooterOverride(page);
    expect(problems).toEqual([]);
  });
}

test('after in-app navigation a blog post shows the layout override, whose link leads back to the blog in the app', async ({
  page,
}) => {
  await page.goto('/blog');
  await waitForHydration(page);
  await markDocument(page);
  await page.getByRole('main').getByRole('link', { name: 'Welcome to the example blog' }).first().click();
  await expect(page).toHaveURL(/\/blog\/2024\/01\/10\/welcome$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to the example blog');
  await page.getByTestId('back-to-blog').getByRole('link', { name: BACK_TO_BLOG }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByTestId('back-to-blog')).toHaveCount(0);
  await expectFooterOverride(page);
  expect(await isSameDocument(page)).toBe(true);
});

test('the not-found page is English', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['notFound.title']);
  await expect(page.getByText(en['notFound.text'])).toBeVisible();
  await expect(page.getByText(en['notFound.hint'])).toBeVisible();
  await expect(page).toHaveTitle(`${en['notFound.title']} | Kran Example`);
  await waitForHydration(page);
  await expectNoGermanThemeText(page, 'the not-found page');
  await expectFooterOverride(page);
});

test('the search page is English, from its prompt to its results', async ({ page }) => {
  await page.goto('/search');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['search.title']);
  await expect(page.getByRole('status')).toHaveText(en['search.prompt']);
  await expect(
    page.getByRole('group', { name: en['search.section'] }).getByRole('radio', { name: en['search.section.docs'] }),
  ).toBeVisible();
  await page.getByRole('main').getByRole('searchbox', { name: en['search.label'] }).fill('tags');
  const resultCount = new RegExp(
    `^(${en['search.resultCount']
      .split('|')
      .map((form) => form.replace('{count}', '\\d+').replace('{query}', 'tags'))
      .join('|')})$`,
  );
  await expect(page.getByRole('status')).toHaveText(resultCount);
  await expect(
    page.getByRole('list', { name: en['search.results'] }).getByRole('link', { name: 'Sorting posts with tags' }),
  ).toBeVisible();
  await expectNoGermanThemeText(page, 'the search page with results');
});
