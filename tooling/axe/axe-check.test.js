import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { chromium } from '@playwright/test';
import { axeViolations } from './axe-check.js';

let browser;
before(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
});
after(() => browser.close());

const brokenPage = `<!doctype html>
<html><head><meta http-equiv="Content-Security-Policy" content="script-src 'none'"></head>
<body><img src="photo.png"><button></button><p style="color: #ddd; background: #fff">faint</p></body></html>`;

test('finds the WCAG A/AA violations of a page, even under a Content-Security-Policy that forbids scripts', async () => {
  const page = await browser.newPage();
  await page.setContent(brokenPage);
  const found = await axeViolations(page);
  assert.deepEqual(
    found.map(({ id, targets }) => [id, targets]),
    [
      ['button-name', ['button']],
      ['color-contrast', ['p']],
      ['document-title', ['html']],
      ['html-has-lang', ['html']],
      ['image-alt', ['img']],
    ],
  );
  assert.match(found.find(({ id }) => id === 'image-alt').help, /alternative text/);
  assert.deepEqual(await axeViolations(page), found, 'a second run on the same document finds the same');
});

test('finds nothing on a page that meets the rules', async () => {
  const page = await browser.newPage();
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Fine</title></head><body><main><h1>Fine</h1></main></body></html>',
  );
  assert.deepEqual(await axeViolations(page), []);
});
