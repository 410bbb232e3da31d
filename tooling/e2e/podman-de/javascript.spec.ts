import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { isHydrated, waitForHydration } from '../support/page';
import { findAssetBySource, servedBuildDir } from '../support/served-build';

const KB = 1024;
const MENU_BUTTON = 'Navigationsleiste umschalten';

/** Paths of the scripts the page fetches from now on (not prefetches: Chromium gives those the type "other"). */
function collectScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  return scripts;
}

async function gzipBytesOf(scripts: Iterable<string>): Promise<number> {
  const sizes = await Promise.all(
    [...scripts].map(
      async (script) => gzipSync(await readFile(path.join(servedBuildDir, script)), { level: 6 }).length,
    ),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

// A guard against regressions, below the goal of issue 15 (70 KB in at most 6 scripts; bench:compare measures it too).
// Lowered from 91 to 81 KB when pages began to carry their content as HTML with islands and to start in five scripts,
// then to 68 KB and 4 scripts when the client bundle left out React Router's unused components (data router, forms,
// its Link), the islands of code blocks, details, tables and tabs became a chunk only pages with them load, the docs'
// layouts became one chunk (their sidebar is no longer part of every page's start) and the stylesheet an entry of its
// own (the entry script no longer imports esbuild's helpers): 67.5 KB in 4 requests measured on 2026-11-25, from
// 80.6 KB in 5; React, React DOM and the part of React Router the runtime uses are about 49 KB of it. Raised to 69 KB
// on 2026-11-28: 68.3 KB measured once the shell gained Docusaurus's navbar icon items, footer html items, `pathname://`
// links and the edit link of posts. At the goal, 70 KB, since 2026-11-28: 69.1 KB measured with docs tags, author pages
// and year-grouped blog sidebars in the theme, once the layouts of kinds a site has no page of left the bundle.
test('a blog post runs at most 70 KB of gzipped JavaScript in at most 4 scripts until it is hydrated and idle', async ({
  page,
}) => {
  const scripts = collectScripts(page);
  await page.goto('/blogs/2022/12/07/new');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const gzipBytes = await gzipBytesOf(scripts);
  expect(gzipBytes, `scripts: ${[...scripts].join(', ')}`).toBeLessThanOrEqual(70 * KB);
  expect(scripts.size, `scripts: ${[...scripts].join(', ')}`).toBeLessThanOrEqual(4);
});

test("a blog post's text is on screen before any script but the entry is requested", async ({ page }) => {
  await page.goto('/blogs/2022/12/07/new');
  await waitForHydration(page);
  const { paintedAt, scripts } = await page.evaluate(() => ({
    paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, requestedAt: entry.startTime })),
  }));
  expect(paintedAt).toBeDefined();
  const loadedLater = scripts.filter((script) => !script.path.startsWith('/assets/main-'));
  expect(loadedLater.length).toBeGreaterThan(0);
  for (const script of loadedLater) expect(script.requestedAt, script.path).toBeGreaterThanOrEqual(paintedAt!);
});

test('a browser that never reports the first paint still starts the page, three seconds after the entry ran', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // As in a browser that hides its timings: paints are never reported to observers.
    window.PerformanceObserver = class {
      observe() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
      static supportedEntryTypes = [];
    } as unknown as typeof PerformanceObserver;
  });
  const requestedAt: number[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && !request.url().includes('/assets/main-')) requestedAt.push(Date.now());
  });
  const loadedAt = Date.now();
  await page.goto('/blogs/2022/12/07/new');
  await expect.poll(() => isHydrated(page), { timeout: 10_000 }).toBe(true);
  expect(requestedAt.length).toBeGreaterThan(0);
  expect(Math.min(...requestedAt) - loadedAt).toBeGreaterThanOrEqual(2_500);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the drawer's code loads only when the menu button is reached, and the drawer then opens", async ({ page }) => {
    const drawerChunk = await findAssetBySource('src/components/Navbar/MobileMenu/MobileMenu.tsx');
    const scripts = collectScripts(page);
    await page.goto('/blogs/2022/12/07/new');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect([...scripts]).not.toContain(drawerChunk);
    await page.getByRole('button', { name: MENU_BUTTON }).tap();
    await expect(
      page.getByRole('dialog', { name: 'Navigationsmenü' }).getByRole('link', { name: 'Funktionen' }),
    ).toBeVisible();
    expect([...scripts]).toContain(drawerChunk);
  });
});
