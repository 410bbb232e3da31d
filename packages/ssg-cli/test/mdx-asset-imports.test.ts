import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, copyFixture } from './fixture-site.js';

// As Docusaurus's "Static assets" page writes it: an image imported, an image and a file required, an SVG component.
const GUIDE = `---
title: Handbuch
---

import banner from './img/banner.png';

<img src={banner} alt="Banner" width="200" />

<img src={require('./img/banner.png').default} alt="Noch einmal" />

<a href={require('@site/docs/files/leitfaden.pdf').default}>Leitfaden als PDF</a>

Der Leitfaden liegt unter {require('@site/docs/files/leitfaden.pdf').default}, das Banner unter {banner}.

import Logo from './img/logo.svg';

<Logo className="handbuch-logo" title="Handbuch-Logo" />
`;

function siteWithAssetImports(): string {
  const site = copyFixture('mdx-assets');
  mkdirSync(path.join(site, 'docs/img'), { recursive: true });
  mkdirSync(path.join(site, 'docs/files'), { recursive: true });
  writeFileSync(path.join(site, 'docs/handbuch.mdx'), GUIDE);
  writeFileSync(path.join(site, 'docs/img/banner.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  writeFileSync(path.join(site, 'docs/files/leitfaden.pdf'), '%PDF-1.4\n');
  writeFileSync(
    path.join(site, 'docs/img/logo.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#892ca0"/></svg>',
  );
  return site;
}

describe('kran build: files MDX imports or requires', () => {
  it('gives an imported or required image or file its copied URL, as a markdown image or link gets it', () => {
    const site = siteWithAssetImports();
    const result = spawnSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const html = readFileSync(path.join(site, 'build/docs/handbuch/index.html'), 'utf8');
    const images = [...html.matchAll(/<img [^>]*src="([^"]+)" alt="(Banner|Noch einmal)"/g)].map((match) => match[1]!);
    expect(images).toHaveLength(2);
    expect(images[0]).toMatch(/^\/assets\/images\/banner-[\w-]+\.png$/);
    expect(images[1]).toBe(images[0]);
    const pdf = /<a href="([^"]+)">Leitfaden als PDF<\/a>/.exec(html)?.[1];
    expect(pdf).toMatch(/^\/assets\/files\/leitfaden-[\w-]+\.pdf$/);
    for (const url of [images[0]!, pdf!]) expect(existsSync(path.join(site, 'build', url))).toBe(true);
    // Shown as text, the value is the URL, as Docusaurus shows it.
    expect(html).toContain(`Der Leitfaden liegt unter ${pdf}, das Banner unter ${images[0]}.`);
  });

  it('renders an SVG that MDX imports as a component inline, as SVGR does in Docusaurus', () => {
    const site = siteWithAssetImports();
    expect(spawnSync(process.execPath, [cli, 'build', '--site', site]).status).toBe(0);
    const html = readFileSync(path.join(site, 'build/docs/handbuch/index.html'), 'utf8');
    expect(html).toMatch(
      /<svg [^>]*viewBox="0 0 8 8"[^>]*class="handbuch-logo"[^>]*><title>Handbuch-Logo<\/title><path fill="#892ca0"/,
    );
  });

  it('reports an imported file that does not exist at the line of its use', () => {
    const site = siteWithAssetImports();
    writeFileSync(path.join(site, 'docs/handbuch.mdx'), GUIDE.replace("'./img/banner.png';", "'./img/fehlt.png';"));
    const result = spawnSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /docs\/handbuch\.mdx:7:1\n {2}The image "\.\/img\/fehlt\.png" points at docs\/img\/fehlt\.png/,
    );
  });

  it('gives the image its new URL once it changed, when the build takes the rest from its cache', () => {
    const site = siteWithAssetImports();
    const bannerUrl = () =>
      /<img [^>]*src="([^"]+)" alt="Banner"/.exec(
        readFileSync(path.join(site, 'build/docs/handbuch/index.html'), 'utf8'),
      )?.[1];
    expect(spawnSync(process.execPath, [cli, 'build', '--site', site]).status).toBe(0);
    const before = bannerUrl();
    writeFileSync(path.join(site, 'docs/img/banner.png'), Buffer.from('89504e470d0a1a0a00', 'hex'));
    expect(spawnSync(process.execPath, [cli, 'build', '--site', site]).status).toBe(0);
    const after = bannerUrl();
    expect(after).toMatch(/^\/assets\/images\/banner-[\w-]+\.png$/);
    expect(after).not.toBe(before);
    expect(readFileSync(path.join(site, 'build', after!))).toEqual(Buffer.from('89504e470d0a1a0a00', 'hex'));
  });
});
