import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from '../src/serve/serve.js';
import { fixture } from './fixture-site.js';
import { installKranWithReact19 } from './react-19-install.js';

// A React page with state: a module of the site, compiled by Kran, next to the theme's components.
const COUNTER_PAGE = `import { useState, version } from 'react';
export const title = 'Zähler';
export default function Counter() {
  const [count, setCount] = useState(0);
  return (
    <>
      <p data-testid="react-version">React {version}</p>
      <button type="button" onClick={() => setCount(count + 1)}>{count} Mal geklickt</button>
    </>
  );
}
`;

describe('a site on React 19', () => {
  let project = '';
  let site = '';
  let server: Server;
  let browser: Browser | undefined;
  let address = '';
  let build: ReturnType<typeof spawnSync>;

  beforeAll(async () => {
    project = mkdtempSync(path.join(tmpdir(), 'kran-react-19-'));
    installKranWithReact19(project);
    site = path.join(project, 'site');
    cpSync(fixture, site, { recursive: true });
    writeFileSync(path.join(site, 'pages/zaehler.tsx'), COUNTER_PAGE);
    const cli = path.join(project, 'node_modules/@kran/ssg-cli/bin/kran.js');
    build = spawnSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });
    server = createStaticServer(path.join(site, 'build'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    address = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    rmSync(project, { recursive: true, force: true });
  });

  it('prerenders every page with React 19, the site’s modules with it', () => {
    expect(build.stderr).toBe('');
    expect(build.status).toBe(0);
    const counterPage = readFileSync(path.join(site, 'build/zaehler/index.html'), 'utf8');
    expect(counterPage).toMatch(/data-testid="react-version">React <!-- -->19\.\d+\.\d+</);
    expect(counterPage).toContain('0<!-- --> Mal geklickt');
    const assets = path.join(site, 'build/assets');
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    const bundle = scripts.map((name) => readFileSync(path.join(assets, name), 'utf8')).join('\n');
    expect(bundle).toMatch(/"19\.\d+\.\d+"/);
    expect(bundle).not.toContain('"18.3.1"');
  });

  it('hydrates in Chromium without an error: state, hooks and client navigation work', async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      // The fixture has no favicon; the browser asks for /favicon.ico on its own.
      if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${address}/zaehler`);
    const counter = page.getByRole('button', { name: /Mal geklickt/ });
    await expect.poll(async () => (await counter.click(), await counter.textContent())).toBe('1 Mal geklickt');
    expect(await page.getByTestId('react-version').textContent()).toMatch(/^React 19\./);
    // The theme's own hooks run on the same React: the toggle switches the colour mode.
    await page.getByRole('button', { name: /Umschalten zwischen dunkler und heller Ansicht/ }).click();
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await page.goto(`${address}/blog`);
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
    await page.getByRole('link', { name: 'Link zur Doku' }).click();
    await page.waitForURL(`${address}/docs`);
    await page.getByText('Ein kurzer Text auf Deutsch.').waitFor();
    // The same document: the router navigated in the page.
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
    expect(errors).toEqual([]);
  }, 60_000);
});
