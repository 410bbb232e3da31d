import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { builtPagesOf } from '../support/built-pages';
import { collectConsoleProblems, collectRouteRequests, isHydrated } from '../support/page';
import { layoutChunksOf, routeEntryOf, servedBuildDir } from '../support/served-build';

test('the docs page shows its German heading and hydrates without console errors', async ({ page }) => {
  const errors = collectConsoleProblems(page);
  await page.goto('/docs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erste Schritte mit Podman');
  await expect(page).toHaveTitle('Erste Schritte mit Podman | Podman');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect.poll(() => isHydrated(page)).toBe(true);
  expect(errors).toEqual([]);
});

test('a link navigates inside the app without a full page load', async ({ page }) => {
  const errors = collectConsoleProblems(page);
  await page.goto('/docs');
  await expect.poll(() => isHydrated(page)).toBe(true);
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
  await page
    .getByRole('navigation', { name: 'Seitenleiste der Dokumentation' })
    .getByRole('link', { name: 'Installation' })
    .click();
  await expect(page).toHaveURL(/\/docs\/installation$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Podman installieren');
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
  expect(errors).toEqual([]);
});

test('a blog post renders its date in German and hydrates', async ({ page }) => {
  const errors = collectConsoleProblems(page);
  await page.goto('/blogs/2019/06/13/podman-cheatsheet');
  await expect(page.locator('article time').first()).toHaveText('13. Juni 2019');
  await expect.poll(() => isHydrated(page)).toBe(true);
  expect(errors).toEqual([]);
});

test('the page hydrates only once its layout code has loaded, showing the prerendered page meanwhile', async ({
  page,
}) => {
  const docLayoutChunks = await layoutChunksOf('/docs/checkpoint');
  expect(docLayoutChunks.length).toBeGreaterThan(0);
  let release = () => {};
  const isHeld = new Promise<void>((resolve) => (release = resolve));
  for (const chunk of docLayoutChunks) {
    await page.route(`**${chunk}`, async (route) => {
      await isHeld;
      await route.continue();
    });
  }
  await page.goto('/docs/checkpoint', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkpoints mit Podman');
  await page.waitForTimeout(500);
  expect(await isHydrated(page)).toBe(false);
  release();
  await expect.poll(() => isHydrated(page)).toBe(true);
});

test('a page whose markup a script changed before hydration reads its content from its own HTML, fetched again', async ({
  page,
}) => {
  // As a browser extension might: the element that holds the content no longer matches the selector the data names.
  // Links becoming visible prefetch nothing, so that only the page itself asks for its HTML again.
  await page.addInitScript(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    document.addEventListener('DOMContentLoaded', () => {
      document.querySelector('main [class^="Markdown_module_root"]')!.className += ' extension-was-here';
    });
  });
  const requests = collectRouteRequests(page);
  await page.goto('/docs/checkpoint');
  await expect.poll(() => isHydrated(page)).toBe(true);
  expect(requests).toContainEqual(expect.stringMatching(/\/docs\/checkpoint\/$/));
});

test("every page's embedded data finds the content it names in the page's own markup, and carries none itself", async ({
  page,
}) => {
  // The not-found page shows no content of the site's.
  const pages = (await builtPagesOf(servedBuildDir)).filter(({ kind }) => kind !== 'notFound');
  await page.goto('/');
  const located = new Map<string, number>();
  const problems: string[] = [];
  for (let start = 0; start < pages.length; start += 50) {
    const batch = await Promise.all(
      pages.slice(start, start + 50).map(async ({ path: routePath, kind }) => {
        const { htmlUrl } = await routeEntryOf(routePath);
        const htmlFile = htmlUrl === '/' ? 'index.html' : `${htmlUrl.slice(1)}index.html`;
        return { routePath, kind, html: await readFile(path.join(servedBuildDir, htmlFile), 'utf8') };
      }),
    );
    // The browser parses each page's HTML as the runtime does when it navigates there, and finds each named element.
    const results = await page.evaluate(
      (builtPages) =>
        builtPages.map(({ routePath, kind, html }) => {
          const document = new DOMParser().parseFromString(html, 'text/html');
          const embedded = JSON.parse(document.getElementById('__KRAN_DATA__')!.textContent!) as {
            page: unknown;
            contentSelectors?: string[];
          };
          const root = document.getElementById('__kran')!;
          const problems: string[] = [];
          let count = 0;
          const check = (value: unknown, at: string): void => {
            if (!value || typeof value !== 'object') return;
            const location = (value as { $html?: [number, number] }).$html;
            if (location) {
              count++;
              const element = root.querySelectorAll(embedded.contentSelectors![location[0]]!)[location[1]];
              if (!element?.innerHTML) problems.push(`${routePath} ${at}`);
              return;
            }
            for (const [key, inner] of Object.entries(value)) check(inner, `${at}.${key}`);
          };
          check(embedded.page, 'page');
          const remaining = JSON.stringify(embedded.page).includes('"html":"<');
          return { kind, count, problems: remaining ? [...problems, `${routePath} carries HTML`] : problems };
        }),
      batch,
    );
    for (const { kind, count, problems: found } of results) {
      located.set(kind, (located.get(kind) ?? 0) + count);
      problems.push(...found);
    }
  }
  expect(problems).toEqual([]);
  for (const kind of ['doc', 'page', 'blogPost', 'blogList', 'blogTagPosts'])
    expect(located.get(kind), kind).toBeGreaterThan(0);
});
