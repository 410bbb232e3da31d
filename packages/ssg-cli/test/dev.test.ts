import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';

const cli = path.resolve(import.meta.dirname, '../dist/cli.js');
const fixture = path.resolve(import.meta.dirname, 'fixtures/minimal-site');
let devProcess: ChildProcess | undefined;
let browser: Browser | undefined;

afterEach(async () => {
  devProcess?.kill();
  await browser?.close();
});

function copyFixture(): string {
  const scratch = path.join(import.meta.dirname, '.tmp');
  mkdirSync(scratch, { recursive: true });
  const dir = mkdtempSync(path.join(scratch, 'dev-'));
  cpSync(fixture, dir, { recursive: true });
  return dir;
}

/** Starts `kran dev` on a free port and resolves with its address once it serves. */
function startDev(site: string): Promise<string> {
  devProcess = spawn(process.execPath, [cli, 'dev', '--site', site, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    devProcess!.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const address = output.match(/kran dev: (http:\/\/[\d.]+:\d+)\//)?.[1];
      if (address) resolve(address);
    });
    devProcess!.once('exit', (code) => reject(new Error(`kran dev exited with ${code}: ${output}`)));
  });
}

/** Collects the server-sent events of `kran dev` as "type: data" lines. */
function listen(url: string): { events: string[]; connected: Promise<void> } {
  const events: string[] = [];
  const connected = new Promise<void>((resolve) => {
    get(url, (response) => {
      let buffer = '';
      response.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = block.match(/^event: (.*)$/m)?.[1];
          if (type) events.push(`${type}: ${[...block.matchAll(/^data: (.*)$/gm)].map((line) => line[1]).join('\n')}`);
        }
        resolve();
      });
    });
  });
  return { events, connected };
}

const text = async (url: string) => (await fetch(url)).text();

describe('kran dev', () => {
  it('reloads pages after an edit, shows a broken edit over the page and keeps serving the last good build', async () => {
    const site = copyFixture();
    const address = await startDev(site);
    const page = await text(`${address}/docs`);
    expect(page).toContain('src="/_kran/dev/client.js"');
    expect(await text(`${address}/_kran/dev/client.js`)).toContain('new EventSource("/_kran/dev/events")');

    const { events, connected } = listen(`${address}/_kran/dev/events`);
    await connected;
    writeFileSync(path.join(site, 'docs/index.md'), '---\ntitle: Hallo Welt\n---\n\nGeänderter Text nach dem Speichern.\n');
    await expect.poll(() => events, { timeout: 15_000 }).toContain('reload: ');
    expect(await text(`${address}/docs`)).toContain('Geänderter Text nach dem Speichern.');
    expect((await fetch(`${address}/pagefind/pagefind.js`)).status).toBe(200);

    writeFileSync(path.join(site, 'docs/index.md'), '---\ntitle: [kaputt\n---\n\nText\n');
    await expect.poll(() => events.find((event) => event.startsWith('problem: ')), { timeout: 15_000 }).toMatch(/docs\/index\.md:2:\d+/);
    expect(await text(`${address}/docs`)).toContain('Geänderter Text nach dem Speichern.');

    const late = listen(`${address}/_kran/dev/events`);
    await expect.poll(() => late.events[0], { timeout: 5_000 }).toMatch(/^problem: .*docs\/index\.md:2/s);
  }, 60_000);

  it('in the browser: the open page reloads after an edit and shows a failed build over the page', async () => {
    const site = copyFixture();
    const address = await startDev(site);
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
    const page = await browser.newPage();
    await page.goto(`${address}/docs`);
    await page.waitForFunction(() => document.body.textContent?.includes('Ein kurzer Text auf Deutsch.'));
    await page.waitForTimeout(300);

    writeFileSync(path.join(site, 'docs/index.md'), '---\ntitle: Hallo Welt\n---\n\nNeu geladen nach dem Speichern.\n');
    await page.waitForFunction(() => document.body.textContent?.includes('Neu geladen nach dem Speichern.'), undefined, { timeout: 15_000 });

    writeFileSync(path.join(site, 'docs/index.md'), '---\ntitle: [kaputt\n---\n\nText\n');
    const overlay = page.getByRole('alert').filter({ hasText: 'kran dev' });
    await overlay.waitFor({ timeout: 15_000 });
    expect(await overlay.textContent()).toMatch(/docs\/index\.md:2:\d+/);
    expect(await page.textContent('main')).toContain('Neu geladen nach dem Speichern.');
  }, 60_000);
});
