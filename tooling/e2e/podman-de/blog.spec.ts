import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/page';

const GERMAN_DATE =
  /^\d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}$/;

test('a short post reads "Eine Minute Lesezeit", a longer one "2 Minuten Lesezeit"', async ({ page }) => {
  await page.goto('/blogs/2018/09/10/welcome');
  await expect(page.locator('main article header')).toContainText('Eine Minute Lesezeit');
  await page.goto('/blogs/2018/09/13/systemd');
  await expect(page.locator('main article header')).toContainText('2 Minuten Lesezeit');
});

test('the list shows each post with its linked title, German date, reading time, authors and tags, "Mehr lesen" when cut', async ({
  page,
}) => {
  await page.goto('/blogs');
  const posts = page.locator('main article');
  await expect(posts).toHaveCount(10);
  for (const post of await posts.all()) {
    await expect(post.locator('header').getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute(
      'href',
      /^\/blogs\/\d{4}\/\d{2}\/\d{2}\//,
    );
    await expect(post.locator('time').first()).toHaveText(GERMAN_DATE);
    await expect(post.locator('header')).toContainText(/(Eine Minute|\d+ Minuten) Lesezeit/);
  }
  await expect(posts.getByRole('list', { name: 'Autoren' }).first()).toBeVisible();
  await expect(posts.getByRole('link', { name: /^Mehr lesen über / }).first()).toBeVisible();
  await expect(posts.locator('footer').getByRole('link').first()).toHaveAttribute('href', /^\/blogs\/tags\//);
});

test('list pages link the newer and the older page, and the older link navigates', async ({ page }) => {
  await page.goto('/blogs/page/2');
  await waitForHydration(page);
  const pagination = page.getByRole('navigation', { name: 'Navigation der Blog-Listenseite' });
  await expect(pagination.getByRole('link', { name: /Neuere Einträge/ })).toHaveAttribute('href', '/blogs');
  await pagination.getByRole('link', { name: /Ältere Einträge/ }).click();
  await expect(page).toHaveURL(/\/blogs\/page\/3$/);
  await expect(page.locator('main article')).toHaveCount(10);
});

test('a post links the newer and the older post and shows its tags', async ({ page }) => {
  await page.goto('/blogs/2019/06/13/podman-cheatsheet');
  const pager = page.getByRole('navigation', { name: 'Blog Post Seiten Navigation' });
  await expect(pager.getByRole('link', { name: /Neuer Post/ })).toHaveAttribute('href', /^\/blogs\/2019\//);
  await expect(pager.getByRole('link', { name: /Älterer Post/ })).toHaveAttribute('href', /^\/blogs\/2019\//);
  await expect(page.locator('main article footer').getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/blogs\/tags\//,
  );
});

test('the sidebar lists the most recent posts', async ({ page }) => {
  await page.goto('/blogs/2019/06/13/podman-cheatsheet');
  const recent = page.getByRole('navigation', { name: 'Navigation der letzten Beiträge im Blog' });
  await expect(recent).toContainText('Neueste Beiträge');
  expect(await recent.getByRole('link').count()).toBeGreaterThanOrEqual(5);
});

test('the tag index groups the tags by first letter, each with its number of posts', async ({ page }) => {
  await page.goto('/blogs/tags');
  const letters = await page.locator('main section h2').allInnerTexts();
  expect(letters.length).toBeGreaterThan(10);
  expect([...letters].sort()).toEqual(letters);
  const group = page.locator('main section', { has: page.getByRole('heading', { name: 'P', exact: true }) });
  const podman = group.getByRole('link', { name: /^podman\b/ }).first();
  await expect(podman).toHaveAttribute('href', '/blogs/tags/podman');
  await expect(podman).toContainText('(181 Posts)');
  for (const label of await group.getByRole('link').allInnerTexts()) expect(label.toLowerCase()).toMatch(/^p/);
});

test('a tag page heading says "Ein Post" for one post and "{count} Posts" for more, and paginates', async ({
  page,
}) => {
  await page.goto('/blogs/tags/automation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ein Post getaggt mit "automation"');
  await page.goto('/blogs/tags/podman');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('181 Posts getaggt mit "podman"');
  await expect(page.getByRole('link', { name: 'Alle Tags anzeigen' })).toHaveAttribute('href', '/blogs/tags');
  await expect(page.getByRole('link', { name: /Ältere Einträge/ })).toHaveAttribute(
    'href',
    '/blogs/tags/podman/page/2',
  );
});

test('the archive lists every post by year, newest year first, with German dates', async ({ page }) => {
  await page.goto('/blogs/archive');
  const years = await page.locator('main section h2').allInnerTexts();
  expect(years.map((heading) => heading.slice(0, 4))).toEqual(['2022', '2021', '2020', '2019', '2018']);
  await expect(page.locator('main section h2').first()).toContainText(/\d+ Posts/);
  const posts = page.locator('main section li a');
  expect(await posts.count()).toBeGreaterThan(240);
  await expect(posts.first().locator('time')).toHaveText(GERMAN_DATE);
});

test('the release announcements are a blog of their own with a list, posts and tags', async ({ page }) => {
  await page.goto('/release');
  await expect(page.locator('main article')).toHaveCount(10);
  await expect(
    page.locator('main article header').first().getByRole('heading', { level: 2 }).getByRole('link'),
  ).toHaveAttribute('href', /^\/release\/\d{4}\//);
  await page.goto('/release/tags');
  await expect(page.locator('main').getByRole('link', { name: /^podman\b/ })).toHaveAttribute(
    'href',
    '/release/tags/podman',
  );
});
