import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lastPrimaryColor, missingFiles, normalColor } from './site-facts';

const isRoot = (selector: string) => selector === ':root';

describe('the primary colour a built stylesheet sets', () => {
  it('takes the last :root declaration, as the cascade does, inside @media rules too', () => {
    const css =
      ':root{--ifm-color-primary:#3578e5;--ifm-color-primary-dark:#1d68e1}' +
      '.x{--ifm-color-primary:red}@media (min-width:1px){:root,html{--ifm-color-primary:#1F7A5C}}';
    expect(lastPrimaryColor(css, isRoot)).toBe('#1f7a5c');
  });

  it('reads none when no :root rule sets it', () => {
    expect(lastPrimaryColor('.card{--ifm-color-primary:#123456}', isRoot)).toBeUndefined();
  });

  it('writes short hex colours out in full', () => {
    expect(normalColor(' #3A8 ')).toBe('#33aa88');
    expect(normalColor('RGB(1, 2, 3)')).toBe('rgb(1, 2, 3)');
  });
});

describe('the files a built stylesheet names', () => {
  const build = mkdtempSync(path.join(tmpdir(), 'kran-site-facts-'));
  afterAll(() => rmSync(build, { recursive: true, force: true }));
  mkdirSync(path.join(build, 'assets/css'), { recursive: true });
  mkdirSync(path.join(build, 'img'));
  writeFileSync(path.join(build, 'img/hero.png'), '');
  writeFileSync(path.join(build, 'assets/css/wave.png'), '');

  it('resolves absolute URLs from the build and relative ones from the stylesheet, and skips data: and other sites', () => {
    const css =
      '.a{background:url(/img/hero.png)}.b{background:url("./wave.png?v=1")}.c{background:url(../img/gone.png)}' +
      ".d{background:url('data:image/png;base64,AAAA')}.e{background:url(https://cdn.example.org/x.png)}";
    expect(missingFiles(build, { file: path.join(build, 'assets/css/styles.css'), css })).toEqual(['../img/gone.png']);
  });
});
