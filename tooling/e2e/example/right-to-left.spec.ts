import path from 'node:path';
import { axeViolations } from '@kran/axe-check';
import { ar } from '@kran/theme';
import { expect, test, type Page } from '@playwright/test';
import type { ServedSite } from '../support/kran-serve';
import { waitForHydration } from '../support/page';
import { buildAndServeSite } from '../support/small-site';

// A small Arabic site, written right to left, with docs (a sidebar, a table of contents) and the navbar's locale
// dropdown. The theme's texts are those of its Arabic table.
const siteDir = path.resolve(import.meta.dirname, '../e2e-artifacts/right-to-left-site');
const paragraph = 'يعمل Podman على أنظمة لينكس وماك وويندوز، ويدير الحاويات دون خادم خلفي ودون صلاحيات الجذر.';
const section = (heading: string) => `## ${heading}\n\n${`${paragraph}\n\n`.repeat(4)}`;
const files: Record<string, string> = {
  'site.config.ts': [
    "import { defineConfig } from '@kran/ssg-cli';",
    '',
    'export default defineConfig({',
    "  title: 'بودمان',",
    "  url: 'https://example.org',",
    "  locale: { code: 'ar' },",
    "  navbar: { items: [{ type: 'localeDropdown', position: 'right' }] },",
    "  docs: [{ id: 'default', path: 'docs', routeBasePath: 'docs' }],",
    "  pages: { path: 'pages' },",
    '});',
    '',
  ].join('\n'),
  'docs/index.md': `---\ntitle: البداية\nsidebar_position: 1\n---\n\n# البداية\n\n${paragraph}\n\n${section('لينكس')}${section('ماك')}`,
  'pages/index.md': `# بودمان\n\n${paragraph}\n`,
  'docs/install.md': `---\ntitle: التثبيت\nsidebar_position: 2\n---\n\n# التثبيت\n\n${section('فيدورا')}${section('ويندوز')}`,
};

let served: ServedSite;

// One build for every test.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  served = await buildAndServeSite(siteDir, files);
});

test.afterAll(async () => {
  await served?.stop();
});

test.use({ viewport: { width: 1280, height: 800 } });

const boxOf = async (page: Page, name: string) => (await page.getByRole('navigation', { name }).first().boundingBox())!;

test('a doc page is mirrored: the sidebar right of the content, the table of contents left of it', async ({ page }) => {
  await page.goto(new URL('docs', served.url).href);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const content = (await page.getByRole('heading', { level: 1, name: 'البداية' }).boundingBox())!;
  const sidebar = await boxOf(page, ar['docs.sidebarLabel']);
  const toc = await boxOf(page, ar['docs.onThisPage']);
  expect(sidebar.x).toBeGreaterThanOrEqual(content.x + content.width);
  expect(toc.x + toc.width).toBeLessThanOrEqual(content.x);
  await waitForHydration(page);
  expect(await axeViolations(page)).toEqual([]);
});

test("the locale dropdown names the locale and links the same page in it, and follows the reader's page", async ({
  page,
}) => {
  await page.goto(new URL('docs', served.url).href);
  await waitForHydration(page);
  const dropdown = page.getByRole('button', { name: 'العربية' });
  const arabic = page.getByRole('link', { name: 'العربية' });
  await dropdown.click();
  await expect(arabic).toHaveAttribute('href', '/docs');
  await expect(arabic).toHaveAttribute('hreflang', 'ar');
  await expect(arabic).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Escape');
  await page.getByRole('navigation', { name: ar['docs.sidebarLabel'] }).getByRole('link', { name: 'التثبيت' }).click();
  await expect(page).toHaveURL(/\/docs\/install$/);
  await dropdown.click();
  await expect(arabic).toHaveAttribute('href', '/docs/install');
});
