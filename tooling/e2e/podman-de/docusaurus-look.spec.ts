import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../support/page';
import { repoRoot } from '../support/paths';

// What a Docusaurus site's custom.css sets, added after the theme's CSS as Kran bundles a site's customCss.
const INFIMA_CUSTOM_CSS = `
:root {
  --ifm-color-primary: #2e8555;
  --ifm-color-primary-dark: #29784c;
  --ifm-navbar-background-color: #123456;
  --ifm-font-family-base: Georgia, serif;
  --ifm-background-color: #fafafa;
}
[data-theme='dark'] {
  --ifm-color-primary: #25c2a0;
}
`;

// The site's own stylesheet is only allowed by the page's Content-Security-Policy when bundled; the test adds it inline.
test.use({ bypassCSP: true });

const computed = (page: Page, selector: string, property: string, pseudo?: string) =>
  page.evaluate(
    ([sel, prop, pseudoElement]) =>
      getComputedStyle(document.querySelector(sel!)!, pseudoElement).getPropertyValue(prop!),
    [selector, property, pseudo] as const,
  );

async function openWithInfima(page: Page, css: string) {
  await page.goto('/docs');
  await waitForHydration(page);
  await page.addStyleTag({ content: css });
}

const setColourMode = (page: Page, mode: 'light' | 'dark') =>
  page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), mode);

test("a Docusaurus site's --ifm-color-primary colours links, the current navbar item and the focus ring", async ({
  page,
}) => {
  await openWithInfima(page, INFIMA_CUSTOM_CSS);
  const link = page.locator('main article p a[href^="/"]').first();
  await expect(link).toHaveCSS('color', 'rgb(46, 133, 85)');
  const current = page.getByRole('navigation', { name: 'Hauptnavigation' }).locator('a[aria-current="page"]').first();
  await expect(current).toHaveCSS('color', 'rgb(46, 133, 85)');
  // The soft brand colour behind the current item is mixed from the primary colour.
  await expect(current).toHaveCSS('background-color', 'color(srgb 0.180392 0.521569 0.333333 / 0.1)');
  expect(await computed(page, 'html', '--color-focus')).toBe('#2e8555');
  expect(await computed(page, 'nav', 'background-color', '::before')).toBe('rgb(18, 52, 86)');
  await expect(page.locator('body')).toHaveCSS('font-family', 'Georgia, serif');
  await expect(page.locator('html')).toHaveCSS('background-color', 'rgb(250, 250, 250)');

  await setColourMode(page, 'dark');
  await expect(link).toHaveCSS('color', 'rgb(37, 194, 160)');
  // As on a Docusaurus site, the light background the site sets on :root does not reach dark mode.
  await expect(page.locator('html')).toHaveCSS('background-color', 'rgb(23, 21, 31)');
});

test("a background set on html[data-theme='dark'] holds in dark mode, as Infima's own dark values do", async ({
  page,
}) => {
  await openWithInfima(page, `html[data-theme='dark'] { --ifm-background-color: #000000; }`);
  await setColourMode(page, 'dark');
  await expect(page.locator('html')).toHaveCSS('background-color', 'rgb(0, 0, 0)');
});

/** Each token of tokens.css in one colour mode with the value it falls back to when the site sets no Infima variable. */
function fallbackTokens(mode: 'light' | 'dark'): [string, string][] {
  const css = readFileSync(path.join(repoRoot, 'packages/theme/src/styles/tokens.css'), 'utf8');
  const darkStart = css.indexOf("\n[data-theme='dark']");
  const block = mode === 'light' ? css.slice(0, darkStart) : css.slice(darkStart);
  const innermostFallback = (value: string): string => {
    const match = /^var\(\s*--[\w-]+\s*,\s*([\s\S]*)\)$/.exec(value);
    return match ? innermostFallback(match[1]!.trim()) : value;
  };
  return [...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((match) => [
    match[1]!,
    innermostFallback(match[2]!.trim()),
  ]);
}

// Minified CSS writes `0.9` as `.9` and `150ms` as `.15s`; spaces after commas may go.
const normalised = (value: string) =>
  value
    .replace(/\s+/g, '')
    .toLowerCase()
    .replace(/(^|[^\d])0\./g, '$1.')
    .replace(/(\d+)ms/g, (_, ms: string) => `${Number(ms) / 1000}s`.replace(/^0\./, '.'))
    .replaceAll('"', "'");

test('without Infima variables every token keeps the value the theme gives it, in both colour modes', async ({
  page,
}) => {
  await page.goto('/docs');
  for (const mode of ['light', 'dark'] as const) {
    await setColourMode(page, mode);
    const tokens = fallbackTokens(mode);
    expect(tokens.length, mode).toBeGreaterThan(60);
    const computedValues = await page.evaluate(
      (names) => names.map((name) => getComputedStyle(document.documentElement).getPropertyValue(name)),
      tokens.map(([name]) => name),
    );
    const differing = tokens.filter(([, value], index) => normalised(computedValues[index]!) !== normalised(value));
    expect(differing, mode).toEqual([]);
  }
});

test('a site without Infima variables keeps the theme colours', async ({ page }) => {
  await page.goto('/docs');
  await expect(page.locator('main article p a[href^="/"]').first()).toHaveCSS('color', 'rgb(106, 63, 193)');
  expect(await computed(page, 'html', '--color-brand-soft')).toBe('#f1ecfb');
});

test('the skip link casts no shadow into the page until it is focused', async ({ page }) => {
  await page.goto('/docs');
  const skipLink = page.getByRole('link', { name: 'Zum Hauptinhalt springen' });
  await expect(skipLink).toHaveCSS('box-shadow', 'none');
  await page.keyboard.press('Tab');
  await expect(skipLink).toBeFocused();
  await expect(skipLink).not.toHaveCSS('box-shadow', 'none');
});

test("a navbar of style 'dark' keeps the dark colours in light mode, whatever the page's Infima colours", async ({
  page,
}) => {
  await openWithInfima(page, INFIMA_CUSTOM_CSS);
  // The attribute the theme writes for `navbar: { style: 'dark' }`.
  await page.evaluate(() => document.querySelector('nav')!.setAttribute('data-navbar-style', 'dark'));
  expect(await computed(page, 'nav', 'background-color', '::before')).toBe('rgba(31, 28, 42, 0.9)');
  const item = page.getByRole('navigation', { name: 'Hauptnavigation' }).locator('a:not([aria-current])').first();
  await expect(item).toHaveCSS('color', 'rgb(236, 234, 243)');
  await expect(page.locator('html')).toHaveCSS('background-color', 'rgb(250, 250, 250)');
});

test("Infima's footer colours set on the footer element itself, as Docusaurus sites write them, colour it", async ({
  page,
}) => {
  await openWithInfima(
    page,
    `.footer--dark { --ifm-footer-background-color: #112233; --ifm-footer-color: #ddeeff; --ifm-footer-link-color: #ffcc00; }`,
  );
  const footer = page.getByRole('contentinfo');
  await expect(footer).toHaveCSS('background-color', 'rgb(17, 34, 51)');
  await expect(footer).toHaveCSS('color', 'rgb(221, 238, 255)');
  const link = footer.getByRole('link').first();
  await link.hover();
  await expect(link).toHaveCSS('color', 'rgb(255, 204, 0)');
});
