import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, copyFixture, editConfig } from './fixture-site.js';
import { launchChromium, pageWatchingProblems, serveBuild } from './in-browser.js';

const REDIRECTS = [
  "pages: { path: 'pages' },",
  '  clientRedirects: {',
  "    redirects: [{ from: ['/anleitung', '/alt/doku'], to: '/docs' }],",
  "    createRedirects: (path) => (path.startsWith('/blog/2024/') ? path.replace('/blog/', '/neuigkeiten/') : undefined),",
  '  },',
].join('\n');

const kran = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });

let site = '';
let buildOutput = '';
let served: Awaited<ReturnType<typeof serveBuild>>;
let browser: Browser | undefined;

beforeAll(async () => {
  site = copyFixture('redirects');
  editConfig(site, "pages: { path: 'pages' },", REDIRECTS);
  // A link to a redirect is a link to its page, for the link check as for the reader.
  const home = path.join(site, 'pages/index.md');
  writeFileSync(home, `${readFileSync(home, 'utf8')}\n[Zur Anleitung](/anleitung)\n`);
  const result = kran('build', '--site', site);
  if (result.status !== 0) throw new Error(result.stderr);
  buildOutput = result.stdout + result.stderr;
  served = await serveBuild(path.join(site, 'build'));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await served.close();
});

describe('client redirects, as @docusaurus/plugin-client-redirects writes them', () => {
  it('writes a page for each redirect of the list and of createRedirects, and no route for them', () => {
    const build = path.join(site, 'build');
    for (const [file, target] of [
      ['anleitung/index.html', '/docs'],
      ['alt/doku/index.html', '/docs'],
      ['neuigkeiten/2024/01/02/erster/index.html', '/blog/2024/01/02/erster'],
    ] as const) {
      expect(readFileSync(path.join(build, file), 'utf8'), file).toContain(
        `<meta http-equiv="refresh" content="0; url=${target}">`,
      );
    }
    expect(existsSync(path.join(build, 'neuigkeiten/archive/index.html'))).toBe(false);
    expect(readFileSync(path.join(build, 'sitemap.xml'), 'utf8')).not.toMatch(/anleitung|neuigkeiten/);
    expect(kran('routes', '--site', site).stdout).not.toMatch(/anleitung|neuigkeiten/);
  });

  it('counts a link to a redirect as a link to its page', () => {
    expect(buildOutput).not.toContain('/anleitung');
  });

  it('in Chromium: a redirect page leads on to its page with the query and #anchor, without a policy violation', async () => {
    browser = await launchChromium();
    const { page, violations, errors } = await pageWatchingProblems(await browser.newContext());
    await page.goto(`${served.address}/anleitung?quelle=alt#oben`);
    await page.waitForURL(`${served.address}/docs?quelle=alt#oben`);
    await page.getByText('Ein kurzer Text auf Deutsch.').waitFor();
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  }, 60_000);

  it('stops at a redirect to no page, at its line in site.config.ts', () => {
    const broken = copyFixture('redirects-broken');
    editConfig(
      broken,
      "pages: { path: 'pages' },",
      "pages: { path: 'pages' },\n  clientRedirects: {\n    redirects: [{ from: '/alt', to: '/doku' }],\n  },",
    );
    const result = kran('build', '--site', broken);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'site.config.ts:12:33\n  The redirect from /alt leads to /doku, which is no page of the site.',
    );
  }, 60_000);
});
