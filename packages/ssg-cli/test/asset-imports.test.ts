import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cli, copyFixture, editConfig } from './fixture-site.js';
import { inBrowserOnBuild } from './in-browser.js';

// As Docusaurus's classic template writes its home page: SVGs as components, other images as URLs, both imported
// and required.
const ASSETS_PAGE = `import { useState } from 'react';
import Mountain from './img/mountain.svg';
import red from './img/red.png';

const Tree = require('@site/static/img/tree.svg').default;
const redAgain = require('./img/red.png').default;

export default function Bilder() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <section>
      <Mountain className="feature-svg" role="img" title="Ein Berg" />
      <Tree className="tree" />
      <img id="red" src={red} alt="Rot" />
      <img id="red-again" src={redAgain} alt="Noch einmal rot" />
      <button type="button" onClick={() => setIsOpen(true)}>Mehr</button>
      {isOpen && <img id="red-later" src={red} alt="Später rot" />}
      {isOpen && <Mountain className="later-svg" title="Noch ein Berg" />}
    </section>
  );
}
`;

const MOUNTAIN_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<!-- drawn by hand -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="60" height="40" viewBox="0 0 60 40" style="fill-rule:evenodd">
  <path d="M0 40 L30 0 L60 40 Z" fill="#2e8555" stroke-linejoin="round"/>
</svg>
`;

const TREE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="green"/></svg>';

/** A 2×2 red PNG. */
function redPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 2, 0, 0, 0]);
  const row = Buffer.from([0, 255, 0, 0, 255, 0, 0]);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat([row, row]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function siteWithAssetsPage(baseUrl: string): string {
  const site = copyFixture('asset-imports');
  editConfig(site, "url: 'https://example.org',", `url: 'https://example.org', baseUrl: '${baseUrl}',`);
  mkdirSync(path.join(site, 'pages/img'), { recursive: true });
  writeFileSync(path.join(site, 'pages/bilder.tsx'), ASSETS_PAGE);
  writeFileSync(path.join(site, 'pages/img/mountain.svg'), MOUNTAIN_SVG);
  writeFileSync(path.join(site, 'pages/img/red.png'), redPng());
  mkdirSync(path.join(site, 'static/img'), { recursive: true });
  writeFileSync(path.join(site, 'static/img/tree.svg'), TREE_SVG);
  return site;
}

describe('kran build: images and SVGs a React page imports', () => {
  it('renders an SVG as an inline component with its title, and another image at its URL below the base URL', () => {
    const site = siteWithAssetsPage('/handbuch/');
    const built = spawnSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });
    expect(built.stderr).toBe('');
    expect(built.status).toBe(0);
    const html = readFileSync(path.join(site, 'build/bilder/index.html'), 'utf8');

    const mountain = html.match(/<svg[^>]*class="feature-svg"[^>]*>.*?<\/svg>/)?.[0];
    expect(mountain).toMatch(/viewBox="0 0 60 40"/);
    expect(mountain).toMatch(/role="img"/);
    expect(mountain).toContain('<title>Ein Berg</title>');
    expect(mountain).toContain('<path fill="#2e8555"');
    expect(html).toMatch(/<svg[^>]*class="tree"[^>]*><circle/);

    const sources = [...html.matchAll(/<img id="red(?:-again)?" src="([^"]+)"/g)].map((match) => match[1]!);
    expect(sources).toHaveLength(2);
    expect(sources[0]).toMatch(/^\/handbuch\/assets\/red-[A-Z0-9]+\.png$/);
    expect(sources[1]).toBe(sources[0]);
    const file = path.join(site, 'build', sources[0]!.slice('/handbuch/'.length));
    expect(readFileSync(file)).toEqual(redPng());
    expect(existsSync(path.join(site, 'build/assets/mountain.svg'))).toBe(false);
  });

  it('gives the browser the same URLs and components once the page hydrated', async () => {
    const site = siteWithAssetsPage('/handbuch/');
    expect(spawnSync(process.execPath, [cli, 'build', '--site', site]).status).toBe(0);
    await inBrowserOnBuild(
      path.join(site, 'build'),
      async (page, origin, errors) => {
        await page.goto(`${origin}/handbuch/bilder`);
        const more = page.getByRole('button', { name: 'Mehr' });
        const clickUntilShown = async () => {
          if ((await page.locator('#red-later').count()) === 0) await more.click();
          return page.locator('#red-later').count();
        };
        await expect.poll(clickUntilShown, { timeout: 20_000 }).toBe(1);
        const images = await page.evaluate(async () => {
          const all = Array.from(document.querySelectorAll<HTMLImageElement>('section img'));
          await Promise.all(all.map((image) => image.decode()));
          return all.map((image) => ({ path: new URL(image.src).pathname, width: image.naturalWidth }));
        });
        expect(images).toHaveLength(3);
        expect(new Set(images.map((image) => image.path)).size).toBe(1);
        expect(images[0]!.path).toMatch(/^\/handbuch\/assets\/red-[A-Z0-9]+\.png$/);
        expect(images.every((image) => image.width === 2)).toBe(true);
        expect(await page.locator('svg.later-svg title').textContent()).toBe('Noch ein Berg');
        expect(errors).toEqual([]);
      },
      { baseUrl: '/handbuch/' },
    );
  }, 60_000);
});
