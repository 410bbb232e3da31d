import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, copyFixture, editConfig } from './fixture-site.js';

const files: Record<string, string> = {
  'versions.json': '["1.0"]\n',
  'docs/neu.md': '# Neu\n\nErst in der nächsten Version.\n',
  'versioned_docs/version-1.0/index.md': '# Version 1.0\n\nDie veröffentlichte Version.\n',
  'versioned_docs/version-1.0/alt.md': '# Alt\n\nNur in Version 1.0.\n',
};

function versionedSite(): string {
  const site = copyFixture('versioned-docs');
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), text);
  }
  editConfig(site, 'items: []', "items: [{ type: 'docsVersionDropdown', position: 'right' }]");
  return site;
}

const read = (site: string, file: string) => readFileSync(path.join(site, 'build', file), 'utf8');

/** The version dropdown's links in a built page: label and href, in order. */
function versionLinks(html: string): [string, string][] {
  const menu = /<button[^>]*aria-expanded[^>]*>(?:1\.0|Next)<svg.*?<\/button><ul[^>]*>(.*?)<\/ul>/s.exec(html)![1]!;
  return [...menu.matchAll(/<a[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gs)].map(([, href, label]) => [label!, href!]);
}

describe('kran build: versioned docs', () => {
  it('writes every version at its Docusaurus route, with a dropdown leading to the same doc in each version', () => {
    const site = versionedSite();
    const result = spawnSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    for (const page of ['docs/index.html', 'docs/alt/index.html', 'docs/next/index.html', 'docs/next/neu/index.html'])
      expect(existsSync(path.join(site, 'build', page)), page).toBe(true);
    expect(versionLinks(read(site, 'docs/index.html'))).toEqual([
      ['Next', '/docs/next'],
      ['1.0', '/docs'],
    ]);
    expect(versionLinks(read(site, 'docs/next/neu/index.html'))).toEqual([
      ['Next', '/docs/next/neu'],
      ['1.0', '/docs'],
    ]);
    const sitemap = read(site, 'sitemap.xml');
    for (const page of ['/docs/alt', '/docs/next/neu']) expect(sitemap).toContain(`https://example.org${page}`);
  });
});
