import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACME_THEME } from './acme-theme.js';
import { cli, copyFixture, editConfig } from './fixture-site.js';

function siteWithTheme(prefix: string, packageName: string): string {
  const site = copyFixture(prefix);
  const themeDir = path.join(site, 'node_modules/@acme/kran-theme');
  mkdirSync(themeDir, { recursive: true });
  for (const [file, text] of Object.entries(ACME_THEME)) writeFileSync(path.join(themeDir, file), text);
  editConfig(site, "locale: { code: 'de' },", `locale: { code: 'de' },\n  theme: { package: '${packageName}' },`);
  return site;
}

const build = (site: string) => spawnSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });

describe('theme.package: a second theme plugged in', () => {
  it('renders, styles and hydrates every page with the theme the site names', () => {
    const site = siteWithTheme('theme-package', '@acme/kran-theme');
    const result = build(site);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    for (const file of ['index.html', 'docs/index.html', 'blog/index.html', '404.html', 'search/index.html']) {
      const html = readFileSync(path.join(site, 'build', file), 'utf8');
      expect(html).toContain('<div class="acme-theme">');
      expect(html).toContain('document.documentElement.dataset.acme="1";</script>');
    }
    const assets = path.join(site, 'build/assets');
    const css = readdirSync(assets).filter((name) => name.endsWith('.css'));
    const js = readdirSync(assets).filter((name) => name.endsWith('.js'));
    expect(css.map((name) => readFileSync(path.join(assets, name), 'utf8')).join('')).toContain('--acme-marker');
    expect(js.some((name) => readFileSync(path.join(assets, name), 'utf8').includes('acme-theme'))).toBe(true);
  });

  it('sends the content as hast for a theme without renderStaticContent, and only then the code that decodes it', () => {
    const site = siteWithTheme('theme-package-hast', '@acme/kran-theme');
    const definition = path.join(site, 'node_modules/@acme/kran-theme/definition.js');
    const withoutStaticContent = readFileSync(definition, 'utf8').replace(
      'export const theme = {\n  ...kran,',
      'export const theme = {\n  ...kran,\n  renderStaticContent: undefined,',
    );
    writeFileSync(definition, withoutStaticContent);
    const result = build(site);
    expect(result.status).toBe(0);
    const docs = readFileSync(path.join(site, 'build/docs/index.html'), 'utf8');
    expect(docs).toContain('"$hast"');
    expect(readFileSync(path.join(site, '.ssg/entry-app.js'), 'utf8')).toContain('decodeHast: decodeHastRoot');
    const kranSite = siteWithTheme('theme-package-html', '@kran/theme');
    expect(build(kranSite).status).toBe(0);
    expect(readFileSync(path.join(kranSite, '.ssg/entry-app.js'), 'utf8')).not.toContain('decodeHastRoot');
  });

  it('is an error at its place in site.config.ts when the package is not installed', () => {
    const site = siteWithTheme('theme-package-missing', '@acme/kran-thema');
    const result = build(site);
    expect(result.status).toBe(1);
    const config = readFileSync(path.join(site, 'site.config.ts'), 'utf8').split('\n');
    const [, line, column] = /site\.config\.ts:(\d+):(\d+)/.exec(result.stderr)!;
    expect(config[Number(line) - 1]!.slice(Number(column) - 1)).toMatch(/^'@acme\/kran-thema'/);
    expect(result.stderr).toContain('The theme package @acme/kran-thema could not be loaded');
  });
});
