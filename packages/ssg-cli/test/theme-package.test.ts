import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, copyFixture, editConfig } from './fixture-site.js';

/**
 * A second theme, installed in the site's node_modules: Kran's own, with its pages wrapped in a marked element, a
 * stylesheet of its own and one more statement in the script before the first paint.
 */
const ACME_THEME: Record<string, string> = {
  'package.json': JSON.stringify({
    name: '@acme/kran-theme',
    type: 'module',
    exports: { './definition': './definition.js', './client': './client.js', './styles.css': './styles.css' },
  }),
  'wrap.js': `import { createElement } from 'react';
export const wrap = (page) => createElement('div', { className: 'acme-theme' }, page);
`,
  'definition.js': `import { theme as kran } from '@kran/theme/definition';
import { wrap } from './wrap.js';
export const theme = {
  ...kran,
  name: '@acme/kran-theme',
  clientModule: '@acme/kran-theme/client',
  stylesheet: '@acme/kran-theme/styles.css',
  prePaintScript: (facts) => kran.prePaintScript(facts) + 'document.documentElement.dataset.acme="1";',
  renderPage: (props, options) => wrap(kran.renderPage(props, options)),
};
`,
  'client.js': `import { renderPage as kranRenderPage } from '@kran/theme/client';
import { wrap } from './wrap.js';
export * from '@kran/theme/client';
export const renderPage = (props, theme) => wrap(kranRenderPage(props, theme));
`,
  'styles.css': `@import '@kran/theme/styles.css';\n.acme-theme { --acme-marker: 1; }\n`,
};

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
