import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, copyFixture } from './fixture-site.js';
import { launchChromium, pageWatchingProblems, serveBuild } from './in-browser.js';

// Script types a browser runs; JSON and JSON-LD blocks are data and need no hash.
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

let buildDir = '';
let served: Awaited<ReturnType<typeof serveBuild>>;
let address = '';
let browser: Browser | undefined;

beforeAll(async () => {
  const site = copyFixture('csp');
  // Every inline script html-document can write: colour mode following the system, a closeable announcement, the base URL banner.
  const config = readFileSync(path.join(site, 'site.config.ts'), 'utf8').replace(
    'defineConfig({',
    'defineConfig({\n  colorMode: { respectPrefersColorScheme: true },\n' +
      "  announcementBar: { id: 'neu-1', content: 'Neu: <b>Podman 5</b>', isCloseable: true },",
  );
  writeFileSync(path.join(site, 'site.config.ts'), config);
  execFileSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });
  buildDir = path.join(site, 'build');
  served = await serveBuild(buildDir);
  address = served.address;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await served.close();
});

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function inlineScripts(html: string): { type: string; text: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!))
    .map(([, attributes, text]) => ({ type: /\btype="([^"]*)"/.exec(attributes!)?.[1] ?? '', text: text! }));
}

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('the Content-Security-Policy of a built site', () => {
  it('allows every inline script of every built page by its hash', async () => {
    const policy = (await fetch(`${address}/`)).headers.get('content-security-policy')!;
    const scriptSources = policy
      .split('; ')
      .find((directive) => directive.startsWith('script-src '))!
      .split(' ');
    const files = htmlFiles(buildDir);
    expect(files.length).toBeGreaterThan(5);
    let checked = 0;
    for (const file of files) {
      for (const script of inlineScripts(readFileSync(file, 'utf8')).filter((candidate) =>
        EXECUTABLE_TYPES.has(candidate.type),
      )) {
        expect(scriptSources, `${path.relative(buildDir, file)}: ${script.text.slice(0, 60)}`).toContain(
          hashOf(script.text),
        );
        checked++;
      }
    }
    // Each page has the head script; the home page also has the base URL banner script.
    expect(checked).toBe(files.length + 1);
  });

  it('sends the policy the build wrote with every page', async () => {
    const written = JSON.parse(readFileSync(path.join(buildDir, '_kran/security-headers.json'), 'utf8')) as Record<
      string,
      string
    >;
    for (const urlPath of ['/', '/docs', '/blog', '/fehlt']) {
      const response = await fetch(`${address}${urlPath}`);
      expect(response.headers.get('content-security-policy'), urlPath).toBe(written['content-security-policy']);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  const searchResultsWithin = 45_000;

  it('in Chromium: pages run their scripts, navigate and search without a single violation', async () => {
    browser = await launchChromium();
    const context = await browser.newContext({ colorScheme: 'dark' });
    const { page, violations, errors } = await pageWatchingProblems(context);

    await page.goto(`${address}/`);
    // The head script ran: the system's dark preference is applied before the app starts.
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await page.goto(`${address}/blog`);
    await page.getByRole('link', { name: 'Link zur Doku' }).click();
    await page.waitForURL(`${address}/docs`);
    await page.getByText('Ein kurzer Text auf Deutsch.').waitFor();

    await page.getByRole('combobox').first().fill('Beitrag');
    // Pagefind's first query in a fresh browser loads its index and WebAssembly; beside the other test files on two
    // cores that once took longer than 15 s (CI of 5a6764c), so the wait has its own bound and names the search's state.
    await page
      .getByRole('option')
      .first()
      .waitFor({ timeout: searchResultsWithin })
      .catch(async () => {
        const state = await page.evaluate(() => ({
          expanded: document.querySelector('[role="combobox"]')?.getAttribute('aria-expanded'),
          listbox: document.querySelector('[role="listbox"]')?.textContent ?? null,
          status: Array.from(document.querySelectorAll('[role="status"]'), (status) => status.textContent),
          pagefindRequests: performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((name) => name.includes('pagefind')),
        }));
        throw new Error(
          `The search showed no result for "Beitrag" within ${searchResultsWithin / 1000} s: ${JSON.stringify(state)}.`,
        );
      });

    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  }, 120_000);
});
