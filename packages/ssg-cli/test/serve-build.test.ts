import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cli, copyFixture } from './fixture-site.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
let outDir: string;
let serveProcess: ChildProcess | undefined;

beforeAll(() => {
  const site = copyFixture('serve');
  outDir = path.join(site, 'out');
  // Without the build cache the route map is named by its content (with it, its names stay from build to build).
  execFileSync(process.execPath, [
    cli,
    'build',
    '--site',
    site,
    '--out',
    outDir,
    '--base-url',
    '/unter/',
    '--no-cache',
  ]);
}, 60_000);

afterEach(() => {
  serveProcess?.kill();
});

/** Starts `kran serve` on a free port and resolves with the URL it prints. */
function startServe(...args: string[]): Promise<string> {
  serveProcess = spawn(process.execPath, [cli, 'serve', '--dir', outDir, '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    serveProcess!.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /^Serving .* at (\S+)$/m.exec(output)?.[1];
      if (url) resolve(url);
    });
    serveProcess!.once('exit', (code) => reject(new Error(`kran serve exited with ${code}: ${output}`)));
  });
}

describe('kran serve on a build for a base URL', () => {
  it('prints the base URL, serves the site below it and sends the server root there', async () => {
    const url = await startServe();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/unter\/$/);
    const origin = new URL(url).origin;
    const home = await fetch(url);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<title>Beispiel</title>');
    expect((await fetch(`${origin}/unter/docs`)).status).toBe(200);
    const root = await fetch(`${origin}/`, { redirect: 'manual' });
    expect([root.status, root.headers.get('location')]).toEqual([302, '/unter/']);
    expect((await fetch(`${origin}/docs`)).status).toBe(404);
  }, 20_000);

  it('answers /404 with the not-found page and status 404', async () => {
    const origin = new URL(await startServe()).origin;
    const response = await fetch(`${origin}/unter/404`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<meta name="robots" content="noindex">');
  }, 20_000);

  it('caches for a year the bundle, route map and hashed search index files, and nothing else: not the pages navigation fetches', async () => {
    const origin = new URL(await startServe()).origin;
    const docs = await (await fetch(`${origin}/unter/docs`)).text();
    const script = /<script type="module" fetchpriority="low" src="\/unter\/(assets\/[^"]+\.js)"/.exec(docs)![1]!;
    const stylesheet = /<link rel="stylesheet" href="\/unter\/(assets\/[^"]+\.css)"/.exec(docs)![1]!;
    const settings = JSON.parse(/<script id="[^"]+" type="application\/json">(.*?)<\/script>/s.exec(docs)![1]!) as {
      settings: { routeMapUrl: string };
    };
    const fragment = readdirSync(path.join(outDir, 'pagefind/fragment'))[0]!;
    const hashed = [
      script,
      stylesheet,
      settings.settings.routeMapUrl.replace('/unter/', ''),
      `pagefind/fragment/${fragment}`,
    ];
    for (const file of hashed) {
      const response = await fetch(`${origin}/unter/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('cache-control'), file).toBe(IMMUTABLE);
    }
    for (const file of [
      'docs',
      'docs/',
      'robots.txt',
      'sitemap.xml',
      'blog/rss.xml',
      'pagefind/pagefind.js',
      'pagefind/pagefind-entry.json',
      'img/logo.svg',
      `${script}.map`,
    ]) {
      expect((await fetch(`${origin}/unter/${file}`)).headers.get('cache-control'), file).toBe('no-cache');
    }
  }, 20_000);

  it('serves the build under another base URL with --base-url, its pages still pointing at their own base', async () => {
    const url = await startServe('--base-url', 'anderswo');
    expect(url).toMatch(/\/anderswo\/$/);
    const home = await (await fetch(url)).text();
    expect(home).toContain('src="/unter/assets/');
    expect((await fetch(new URL('/unter/docs', url))).status).toBe(404);
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe(home);
  }, 20_000);
});
