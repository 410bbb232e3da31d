import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { ServedSite } from '../support/kran-serve';
import { collectConsoleProblems, waitForHydration } from '../support/page';
import { buildAndServeSite } from '../support/small-site';

// A small site whose MDX shows a component of an npm package, react-lite-youtube-embed (installed for this suite,
// which the site below e2e-artifacts resolves it from), with the stylesheet the package ships.
const siteDir = path.resolve(import.meta.dirname, '../e2e-artifacts/npm-components-site');
const files: Record<string, string> = {
  'site.config.ts': [
    "import { defineConfig } from '@kran/ssg-cli';",
    '',
    'export default defineConfig({',
    "  title: 'Videos',",
    "  url: 'https://example.org',",
    "  locale: { code: 'en' },",
    "  docs: [{ id: 'default', path: 'docs', routeBasePath: '/' }],",
    '});',
    '',
  ].join('\n'),
  'docs/index.md': '# Start\n\nNo video here.\n',
  'docs/video.mdx': [
    '---',
    'title: Video',
    '---',
    '',
    "import LiteYouTubeEmbed from 'react-lite-youtube-embed';",
    "import 'react-lite-youtube-embed/dist/LiteYouTubeEmbed.css';",
    '',
    '# Podman in five minutes',
    '',
    '<LiteYouTubeEmbed id="YXfA5O5Mr18" title="Podman in five minutes" />',
    '',
  ].join('\n'),
};

let served: ServedSite;

// One build for both tests.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Building takes a few seconds, more on a busy machine.
  test.setTimeout(180_000);
  served = await buildAndServeSite(siteDir, files);
});

test.afterAll(async () => {
  await served?.stop();
});

/** YouTube is out of reach here: its thumbnails and player answer empty. */
async function withoutYouTube(page: Page) {
  await page.route(/youtube|ytimg/, (route) => route.fulfill({ status: 200, body: '' }));
}

test("the package's component arrives prerendered and styled, hydrates, and plays on a click", async ({ page }) => {
  await withoutYouTube(page);
  const problems = collectConsoleProblems(page);
  await page.goto(new URL('video', served.url).href);
  const preview = page.getByRole('img', { name: 'Podman in five minutes - YouTube video preview' });
  await expect(preview).toBeVisible();
  // The package's stylesheet gives the preview its 16:9 box.
  const box = await preview.boundingBox();
  expect(box!.height / box!.width).toBeCloseTo(0.5625, 2);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Watch Podman in five minutes' }).click();
  await expect(page.locator('iframe[title="Podman in five minutes"]')).toHaveAttribute(
    'src',
    /youtube(-nocookie)?\.com\/embed\/YXfA5O5Mr18/,
  );
  expect(problems).toEqual([]);
});

test("a page without the component does not load the package's code", async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  await page.goto(served.url);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((code) => code.includes('lty-playbtn'))).toEqual([]);
});
