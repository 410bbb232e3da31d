import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from './load-config.js';
import { resolveCustomCss } from './custom-css.js';

const sites: string[] = [];
afterEach(() => {
  for (const site of sites.splice(0)) rmSync(site, { recursive: true, force: true });
});

function siteWithStylesheet(): string {
  const site = mkdtempSync(path.join(tmpdir(), 'kran-custom-css-'));
  sites.push(site);
  mkdirSync(path.join(site, 'src/css'), { recursive: true });
  writeFileSync(path.join(site, 'src/css/site.css'), ':root { --color-brand: #0b5cad; }\n');
  return site;
}

describe('resolveCustomCss', () => {
  it('resolves the stylesheets against the site folder, in the order listed', () => {
    const site = siteWithStylesheet();
    writeFileSync(path.join(site, 'extra.css'), '');
    expect(resolveCustomCss(site, ['./src/css/site.css', 'extra.css'])).toEqual([
      path.join(site, 'src/css/site.css'),
      path.join(site, 'extra.css'),
    ]);
  });

  it('has nothing to add when the site lists no stylesheets', () => {
    expect(resolveCustomCss(siteWithStylesheet())).toEqual([]);
  });

  it('names the entry that points at no file', () => {
    const site = siteWithStylesheet();
    expect(() => resolveCustomCss(site, ['src/css/site.css', 'src/css/fehlt.css'])).toThrow(ConfigError);
    expect(() => resolveCustomCss(site, ['src/css/site.css', 'src/css/fehlt.css'])).toThrow(
      'site.config.ts: customCss[1] "src/css/fehlt.css" does not exist',
    );
  });

  it('rejects an entry that is not a stylesheet', () => {
    expect(() => resolveCustomCss(siteWithStylesheet(), ['src/theme.ts'])).toThrow(
      'customCss[0] "src/theme.ts" is not a CSS file',
    );
  });
});
