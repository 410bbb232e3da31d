import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { customCssProblems, resolveCustomCss } from './custom-css.js';

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
});

describe('customCssProblems', () => {
  it('accepts stylesheets that exist, and no list at all', () => {
    const site = siteWithStylesheet();
    expect(customCssProblems(site, ['./src/css/site.css'])).toEqual([]);
    expect(customCssProblems(site, undefined)).toEqual([]);
  });

  it('names every entry that is no stylesheet or points at no file, each at its own place', () => {
    const site = siteWithStylesheet();
    expect(customCssProblems(site, ['src/css/site.css', 'src/css/fehlt.css', 'src/theme.ts', 3])).toEqual([
      {
        message: 'customCss[1] is "src/css/fehlt.css", but no such file exists in the site folder.',
        at: { path: ['customCss', 1], key: 'customCss', value: 'src/css/fehlt.css' },
        hint: 'Give the path of a stylesheet relative to the site folder, e.g. `src/css/custom.css`.',
      },
      {
        message: 'customCss[2] is "src/theme.ts", which is not a stylesheet.',
        at: { path: ['customCss', 2], key: 'customCss', value: 'src/theme.ts' },
        hint: 'List stylesheets ending in .css (or .scss and .sass), relative to the site folder.',
      },
      {
        message: 'customCss[3] is 3, which is not a stylesheet.',
        at: { path: ['customCss', 3], key: 'customCss' },
        hint: 'List stylesheets ending in .css (or .scss and .sass), relative to the site folder.',
      },
    ]);
  });

  it('accepts Sass stylesheets in a site that has Sass installed', () => {
    // Inside this package, whose node_modules hold `sass` as a site's would.
    const scratch = path.join(import.meta.dirname, '../../test/.tmp');
    mkdirSync(scratch, { recursive: true });
    const site = mkdtempSync(path.join(scratch, 'custom-sass-'));
    sites.push(site);
    writeFileSync(path.join(site, 'custom.scss'), '$brand: #0b5cad;\n');
    writeFileSync(path.join(site, 'extra.sass'), '$brand: #0b5cad\n');
    expect(customCssProblems(site, ['custom.scss', 'extra.sass'])).toEqual([]);
  });

  it('asks a site without Sass to install it, at each Sass stylesheet', () => {
    const site = siteWithStylesheet();
    writeFileSync(path.join(site, 'src/css/custom.scss'), '$brand: #0b5cad;\n');
    expect(customCssProblems(site, ['src/css/site.css', 'src/css/custom.scss'])).toEqual([
      {
        message:
          'customCss[1] is "src/css/custom.scss", a Sass stylesheet, but the site has no Sass compiler installed.',
        at: { path: ['customCss', 1], key: 'customCss', value: 'src/css/custom.scss' },
        hint: "Install the `sass` package in the site (`npm install --save-dev sass`); Kran compiles Sass with the site's own.",
      },
    ]);
  });

  it('asks for a list when customCss is one', () => {
    expect(customCssProblems(siteWithStylesheet(), 'src/css/site.css')).toEqual([
      expect.objectContaining({ message: 'customCss is "src/css/site.css", not a list of stylesheets.' }),
    ]);
  });
});
