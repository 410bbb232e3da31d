import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, copyFixture, editConfig } from './fixture-site.js';

/** The minimal site (inside this package, so it has the `sass` of this package's node_modules) with Sass files. */
function siteWithSass(files: Record<string, string>): string {
  const site = copyFixture('sass');
  editConfig(site, "pages: { path: 'pages' },", "pages: { path: 'pages' },\n  customCss: ['src/css/custom.scss'],");
  for (const [file, contents] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), contents);
  }
  return site;
}

const build = (site: string) => spawnSync(process.execPath, [cli, 'build', '--site', site], { encoding: 'utf8' });

function builtCss(site: string): string {
  const assets = path.join(site, 'build/assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(path.join(assets, file), 'utf8'))
    .join('\n');
}

describe('Sass stylesheets, as docusaurus-plugin-sass compiles them', () => {
  it('compiles customCss in Sass and the .module.scss files of React pages with the site’s Sass', () => {
    const site = siteWithSass({
      'src/css/custom.scss':
        "@use 'brand';\n:root { --ifm-color-primary: #{brand.$primary}; }\n.logo { background: url(@site/static/img/logo.svg); }\n",
      'src/css/_brand.scss': '$primary: #25c2a0;\n',
      'pages/sass.jsx': [
        "import styles from './sass.module.scss';",
        'export default function SassPage() {',
        '  return <main className={styles.card}><h1 className={styles.title}>Sass</h1></main>;',
        '}',
      ].join('\n'),
      'pages/sass.module.scss': '$gap: 3px;\n.card {\n  margin: $gap * 2;\n  .title { color: rebeccapurple; }\n}\n',
    });
    const result = build(site);
    expect(result.status, result.stderr).toBe(0);
    const css = builtCss(site);
    expect(css).toContain('--ifm-color-primary: #25c2a0');
    expect(css).toMatch(/\.logo\{background:url\("?\.\/logo-\w+\.svg"?\)\}/);
    const html = readFileSync(path.join(site, 'build/sass/index.html'), 'utf8');
    const card = /<main class="([^"]+)"/.exec(html)![1]!;
    const title = /<h1 class="([^"]+)"/.exec(html)![1]!;
    expect(css).toContain(`.${card}{margin:6px}`);
    expect(css).toContain(`.${card} .${title}{color:#639}`);
  }, 120_000);

  it('stops at a Sass error with the file, line and column of the partial', () => {
    const site = siteWithSass({
      'src/css/custom.scss': "@use 'brand';\n",
      'src/css/_brand.scss': '.a {\n  width: 10px +;\n}\n',
    });
    const result = build(site);
    expect(result.status).toBe(1);
    // The partial where Sass stopped, relative to the site as every content error.
    expect(result.stderr).toMatch(
      /^src\/css\/_brand\.scss:2:16\n {2}The stylesheet does not compile: Expected expression\./m,
    );
  }, 120_000);
});
