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

  it("compiles with docusaurus-plugin-sass's sassOptions: loadPaths and the legacy includePaths, in pages too", () => {
    const site = siteWithSass({
      'src/css/custom.scss':
        "@use 'tokens';\n@use 'spacing';\n.brand { color: tokens.$brand; padding: spacing.$gap; }\n",
      'styles/tokens/_tokens.scss': '$brand: #2e8555;\n',
      'styles/legacy/_spacing.scss': '$gap: 12px;\n',
      'pages/spaced.jsx': [
        "import styles from './spaced.module.scss';",
        'export default function Spaced() {',
        '  return <main className={styles.spaced}>Abstand</main>;',
        '}',
      ].join('\n'),
      'pages/spaced.module.scss': "@use 'spacing';\n.spaced { margin: spacing.$gap; }\n",
    });
    editConfig(
      site,
      "customCss: ['src/css/custom.scss'],",
      "customCss: ['src/css/custom.scss'],\n  sass: { sassOptions: { loadPaths: ['styles/tokens'], includePaths: ['styles/legacy'], quietDeps: true } },",
    );
    const result = build(site);
    expect(result.status, result.stderr).toBe(0);
    const css = builtCss(site);
    expect(css).toContain('.brand{color:#2e8555;padding:12px}');
    const spaced = /<main class="([^"]+)"/.exec(readFileSync(path.join(site, 'build/spaced/index.html'), 'utf8'))![1]!;
    expect(css).toContain(`.${spaced}{margin:12px}`);
  }, 120_000);

  it('names each load path of sassOptions that is no folder, at its place in the config', () => {
    const site = siteWithSass({ 'src/css/custom.scss': '.a { color: red; }\n' });
    editConfig(
      site,
      "customCss: ['src/css/custom.scss'],",
      "customCss: ['src/css/custom.scss'],\n  sass: { sassOptions: { loadPaths: ['styles/fehlt'], includePaths: [3] } },",
    );
    const result = build(site);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('sass.sassOptions.loadPaths[0] is "styles/fehlt", but no such folder exists.');
    expect(result.stderr).toContain('sass.sassOptions.includePaths[0] is 3, not a folder.');
    expect(result.stderr).toMatch(/site\.config\.ts:\d+:\d+/);
  }, 120_000);
});
