import { axeViolations } from '@kran/axe-check';
import { en } from '@kran/theme';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../support/page';

// sites/example gives its docs tags (two of them predefined in docs/tags.yml), its author Anna a page of her own
// with socials in blog/authors.yml, and its blog posts of two years: Docusaurus 3's docs tags, authors pages and
// recent-posts sidebar grouped by year.

const fill = (message: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [key, value]) => text.replace(`{${key}}`, String(value)), message);
const plural = (message: string, count: number) => message.split('|')[count === 1 ? 0 : 1]!;

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

test('a doc lists its tags, which lead to the tag page, the page of all tags and back to the doc in the app', async ({
  page,
}) => {
  await open(page, '/docs/writing-pages');
  const tags = page.getByRole('article').getByRole('list').filter({ hasText: 'Getting started' });
  await tags.getByRole('link', { name: 'Getting started' }).click();
  await expect(page).toHaveURL(/\/docs\/tags\/getting-started$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    fill(plural(en['docTag.heading'], 2), { count: 2, tag: 'Getting started' }),
  );
  await expect(page.getByText('Pages to read first.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Introduction', 'Writing pages']);
  await page.getByRole('link', { name: en['blogTag.allTags'] }).click();
  await expect(page).toHaveURL(/\/docs\/tags$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['blogTags.title']);
  await page.getByRole('link', { name: /^Writing/ }).click();
  await expect(page).toHaveURL(/\/docs\/tags\/writing$/);
  await page.getByRole('link', { name: 'Writing pages' }).click();
  await expect(page).toHaveURL(/\/docs\/writing-pages$/);
  await expect(page).toHaveTitle(/^Writing pages \|/);
});

test('an author with a page is linked from the posts, lists their posts with their profile links, and all authors are listed', async ({
  page,
}) => {
  await open(page, '/blog/2024/01/10/welcome');
  await page
    .getByRole('list', { name: en['blog.authors'] })
    .getByRole('link', { name: 'Anna Example', exact: true })
    .click();
  await expect(page).toHaveURL(/\/blog\/authors\/anna$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anna Example');
  await expect(page).toHaveTitle(/^Anna Example - 3 posts \|/);
  await expect(page.getByText('Anna edits the example blog')).toBeVisible();
  // The author's own links come first, before those in the headers of the posts.
  const github = page
    .getByRole('link', {
      name: fill(en['blogAuthor.social'], { author: 'Anna Example', platform: 'GitHub' }),
    })
    .first();
  await expect(github).toHaveAttribute('href', 'https://github.com/anna-example');
  const bluesky = page
    .getByRole('link', {
      name: fill(en['blogAuthor.social'], { author: 'Anna Example', platform: 'Bluesky' }),
    })
    .first();
  await expect(bluesky).toHaveAttribute('href', 'https://bsky.app/profile/anna.example.org');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Sorting posts with tags',
    'Welcome to the example blog',
    'Looking back at 2023',
  ]);
  await page.getByRole('link', { name: en['blogAuthor.allAuthors'] }).click();
  await expect(page).toHaveURL(/\/blog\/authors$/);
  const authors = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(authors).toHaveText([/^Anna Example/, /^Ben Sample/]);
  // Ben has no page: his name is no link, as in Docusaurus.
  await expect(authors.nth(1).getByRole('link')).toHaveCount(0);
});

test('the recent-posts sidebar shows the posts under the year they were published in', async ({ page }) => {
  await open(page, '/blog');
  const sidebar = page.getByRole('navigation', { name: en['blog.sidebarLabel'] });
  await expect(sidebar.getByRole('group')).toHaveCount(2);
  await expect(sidebar.getByRole('group', { name: '2024' }).getByRole('link')).toHaveCount(3);
  await expect(sidebar.getByRole('group', { name: '2023' }).getByRole('link')).toHaveText(['Looking back at 2023']);
});

// The example site's colour mode is fixed (colorMode.disableSwitch), so each page is checked as the site shows it.
for (const path of ['/docs/tags', '/docs/tags/getting-started', '/blog/authors', '/blog/authors/anna']) {
  test(`${path} has no WCAG 2 A/AA violation that axe finds`, async ({ page }) => {
    await open(page, path);
    expect(await axeViolations(page)).toEqual([]);
  });
}
