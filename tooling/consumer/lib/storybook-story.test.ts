import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFolder, type ServedFolder } from './serve-folder';
import { openStory } from './storybook-story';

// A built Storybook's iframe.html, reduced to what openStory reads: the body class Storybook sets once it shows
// the story (sb-show-main) or its error display (sb-show-errordisplay, with #error-message), per story id.
const IFRAME_HTML = `<!doctype html><html><head><meta charset="utf-8"><title>Storybook</title></head><body>
<main id="storybook-root"></main><div id="error-message"></div>
<script type="module">
  const id = new URLSearchParams(location.search).get('id');
  setTimeout(() => {
    if (id === 'footer--broken') {
      document.getElementById('error-message').textContent = 'Footer: links is undefined';
      document.body.classList.add('sb-show-errordisplay');
      return;
    }
    if (id === 'footer--missing-asset') fetch('assets/missing.js');
    document.getElementById('storybook-root').innerHTML = '<footer>Hosted by us.</footer>';
    document.body.classList.add('sb-show-main');
  }, 50);
</script></body></html>`;

const folder = mkdtempSync(path.join(os.tmpdir(), 'kran-consumer-story-'));
let served: ServedFolder;
let browser: Browser;

beforeAll(async () => {
  writeFileSync(path.join(folder, 'iframe.html'), IFRAME_HTML);
  served = await serveFolder(folder);
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
});
afterAll(async () => {
  await browser?.close();
  await served?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('openStory', () => {
  it('resolves once Storybook shows the story, without counting the 404 of /favicon.ico', async () => {
    const { page, problems } = await openStory(browser, served.url, 'footer--light');
    expect(await page.locator('#storybook-root').innerText()).toBe('Hosted by us.');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('counts any other failed request as a problem', async () => {
    const { page, problems } = await openStory(browser, served.url, 'footer--missing-asset');
    expect(problems).toContain(`404: ${served.url}assets/missing.js`);
    await page.close();
  });

  it("fails with Storybook's error message when the story throws", async () => {
    await expect(openStory(browser, served.url, 'footer--broken')).rejects.toThrow(
      /Storybook did not show the story footer--broken at .*iframe\.html\?id=footer--broken&viewMode=story:\nFooter: links is undefined/,
    );
  });
});
