import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from './fixture-site.js';
import { launchChromium, pageWatchingProblems, serveBuild } from './in-browser.js';
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

const VIDEO_DOC = `import LiteYouTubeEmbed from 'react-lite-youtube-embed';

<LiteYouTubeEmbed id="YXfA5O5Mr18" title="Podman in fünf Minuten" />
`;

describe('a site on React 19', () => {
  let project = '';
  let site = '';
  let server: Awaited<ReturnType<typeof serveBuild>> | undefined;
  let browser: Browser | undefined;
  let address = '';
  let build: ReturnType<typeof spawnSync>;

  beforeAll(async () => {
    project = mkdtempSync(path.join(tmpdir(), 'kran-react-19-'));
    installKranWithReact19(project);
    site = path.join(project, 'site');
    cpSync(fixture, site, { recursive: true });
    writeFileSync(path.join(site, 'pages/zaehler.tsx'), COUNTER_PAGE);
    // A component of an npm package in MDX, installed beside React 19 as the site would install it.
    const youtubeEmbed = realpathSync(path.join(import.meta.dirname, '../node_modules/react-lite-youtube-embed'));
    symlinkSync(youtubeEmbed, path.join(project, 'node_modules/react-lite-youtube-embed'));
    writeFileSync(path.join(site, 'docs/video.mdx'), VIDEO_DOC);
    const cli = path.join(project, 'node_modules/@kran/ssg-cli/bin/kran.js');
    build = spawnSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });
    server = await serveBuild(path.join(site, 'build'));
    address = server.address;
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
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
    browser = await launchChromium();
    const { page, errors } = await pageWatchingProblems(await browser.newContext());

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

  it("hydrates an npm package's component in MDX with React 19: a click on it starts the player", async () => {
    const page = await browser!.newPage();
    await page.route(/youtube|ytimg/, (route) => route.fulfill({ status: 200, body: '' }));
    await page.goto(`${address}/docs/video`);
    const play = page.getByRole('button', { name: 'Watch Podman in fünf Minuten' });
    const player = page.locator('iframe');
    // Until the island has hydrated, a click does nothing.
    const clickUntilPlaying = async () => ((await player.count()) === 0 && (await play.click()), player.count());
    await expect.poll(clickUntilPlaying, { timeout: 20_000 }).toBe(1);
    expect(await player.getAttribute('src')).toMatch(/youtube(-nocookie)?\.com\/embed\/YXfA5O5Mr18/);
  }, 60_000);
});
