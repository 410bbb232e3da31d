import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, copyFixture, editConfig } from './fixture-site.js';
import { launchChromium, pageWatchingProblems, serveBuild } from './in-browser.js';

const FONT_STYLESHEET = 'https://fonts.googleapis.com/css2?family=Kran+Sans:wght@400;700&display=swap';
const FONT_FILE = 'https://fonts.gstatic.com/s/kransans/v1/kran-sans.woff2';
// A real font for the font host to answer with (there is no internet here): one of KaTeX's.
const fontBytes = readFileSync(
  path.join(path.dirname(createRequire(import.meta.url).resolve('katex')), 'fonts/KaTeX_Main-Regular.woff2'),
);

let site = '';
let served: Awaited<ReturnType<typeof serveBuild>>;
let address = '';
let browser: Browser | undefined;

beforeAll(async () => {
  site = copyFixture('web-fonts');
  mkdirSync(path.join(site, 'src/css'), { recursive: true });
  writeFileSync(
    path.join(site, 'src/css/custom.css'),
    `@import url('${FONT_STYLESHEET}');\n:root { --font-family-base: 'Kran Sans', sans-serif; }\nbody { font-family: 'Kran Sans', sans-serif; }\n`,
  );
  editConfig(
    site,
    "pages: { path: 'pages' },",
    "pages: { path: 'pages' },\n  customCss: ['src/css/custom.css'],\n  contentSecurityPolicy: { 'connect-src': ['https://api.example.org'] },",
  );
  const result = spawnSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  served = await serveBuild(path.join(site, 'build'));
  address = served.address;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await served.close();
});

describe("the Content-Security-Policy of a site whose CSS imports a web font service's stylesheet", () => {
  it('allows the stylesheet host and its font host, and adds the sources of the config', async () => {
    const policy = (await fetch(`${address}/`)).headers.get('content-security-policy')!;
    expect(policy).toContain("style-src 'self' 'unsafe-inline' https://fonts.googleapis.com;");
    expect(policy).toContain("font-src 'self' data: https://fonts.googleapis.com https://fonts.gstatic.com;");
    expect(policy).toContain("connect-src 'self' https://api.example.org;");
  });

  it('in Chromium: the font stylesheet and the font load without a violation', async () => {
    browser = await launchChromium();
    const context = await browser.newContext();
    const requested: string[] = [];
    // The font service as the browser reaches it: requests the policy blocks never get here.
    await context.route('https://fonts.googleapis.com/**', (route) => {
      requested.push(route.request().url());
      return route.fulfill({
        contentType: 'text/css',
        headers: { 'access-control-allow-origin': '*' },
        body: `@font-face { font-family: 'Kran Sans'; font-weight: 400; src: url(${FONT_FILE}) format('woff2'); }`,
      });
    });
    await context.route('https://fonts.gstatic.com/**', (route) => {
      requested.push(route.request().url());
      return route.fulfill({
        contentType: 'font/woff2',
        headers: { 'access-control-allow-origin': '*' },
        body: fontBytes,
      });
    });
    const { page, violations, errors } = await pageWatchingProblems(context);
    await page.goto(`${address}/`);
    const fontLoaded = await page.evaluate(async () => {
      await document.fonts.load("16px 'Kran Sans'");
      return document.fonts.check("16px 'Kran Sans'");
    });
    expect(requested).toEqual([FONT_STYLESHEET, FONT_FILE]);
    expect(fontLoaded).toBe(true);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  }, 60_000);
});

describe('contentSecurityPolicy in site.config.ts', () => {
  it('reports a misspelt directive and a source with spaces at their lines, in one round', () => {
    const broken = copyFixture('csp-config');
    editConfig(
      broken,
      "pages: { path: 'pages' },",
      [
        "pages: { path: 'pages' },",
        '  contentSecurityPolicy: {',
        "    'font-scr': ['https://fonts.example.org'],",
        "    'img-src': ['https://a.example https://b.example'],",
        '  },',
      ].join('\n'),
    );
    const result = spawnSync(process.execPath, [cli, 'build', '--site', broken], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    const config = 'site.config.ts';
    expect(result.stderr).toContain(
      `${config}:12:5\n  contentSecurityPolicy has the key "font-scr", which Kran does not read`,
    );
    expect(result.stderr).toContain('Did you mean "font-src"?');
    expect(result.stderr).toContain(
      `${config}:13:17\n  contentSecurityPolicy['img-src'][0] is "https://a.example https://b.example", which is not one source.`,
    );
  }, 60_000);
});
