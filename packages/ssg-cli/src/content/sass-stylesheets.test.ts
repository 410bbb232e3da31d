import { build, type BuildFailure } from 'esbuild';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cssModulesPlugin } from './css-modules.js';
import { CSS_ASSET_LOADERS } from './css-urls.js';
import { docusaurusModulesPlugin } from './docusaurus-modules.js';
import { sassStylesheetsPlugin } from './sass-stylesheets.js';

const sites: string[] = [];
afterEach(() => {
  for (const site of sites.splice(0)) rmSync(site, { recursive: true, force: true });
});

/** A site folder with the given files; inside this package (whose node_modules hold `sass`) unless `withoutSass`. */
function siteWith(files: Record<string, string>, { withoutSass = false } = {}): string {
  const scratch = withoutSass ? tmpdir() : path.join(import.meta.dirname, '../../test/.tmp');
  mkdirSync(scratch, { recursive: true });
  const site = mkdtempSync(path.join(scratch, 'sass-site-'));
  sites.push(site);
  for (const [file, contents] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), contents);
  }
  return site;
}

async function bundle(site: string, entry: string, filesRead = new Set<string>()) {
  const result = await build({
    entryPoints: [path.join(site, entry)],
    bundle: true,
    write: false,
    outdir: path.join(site, 'out'),
    loader: CSS_ASSET_LOADERS,
    assetNames: '[name]',
    plugins: [
      cssModulesPlugin(site, filesRead),
      sassStylesheetsPlugin(site, filesRead),
      docusaurusModulesPlugin({ bundle: true, siteDir: site }),
    ],
    logLevel: 'silent',
  });
  const text = (extension: string) => result.outputFiles.find((file) => file.path.endsWith(extension))?.text ?? '';
  return { css: text('.css'), js: text('.js'), files: result.outputFiles.map((file) => path.basename(file.path)) };
}

async function failureOf(promise: Promise<unknown>): Promise<BuildFailure> {
  return promise.then(
    () => expect.fail('the build succeeded'),
    (error: unknown) => error as BuildFailure,
  );
}

describe('sassStylesheetsPlugin', () => {
  it("compiles a site's Sass with its partials, packages and @site/ files", async () => {
    const site = siteWith({
      'src/css/custom.scss': [
        "@use 'partials/colors';",
        "@import 'brand-kit/scss/spacing';",
        "@import '~brand-kit/scss/fonts';",
        ':root { --ifm-color-primary: #{colors.$primary}; }',
        '.hero { padding: $space; background: url(@site/static/img/hero.png); }',
        '.icon { background: url(../img/icon.svg); }',
      ].join('\n'),
      'src/css/partials/_colors.scss': '$primary: #2e8555;\n',
      'src/img/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'node_modules/brand-kit/package.json': '{ "name": "brand-kit" }',
      'node_modules/brand-kit/scss/_spacing.scss': '$space: 2rem;\n',
      'node_modules/brand-kit/scss/_fonts.scss': 'body { font-family: Inter, sans-serif; }\n',
      'static/img/hero.png': 'png',
    });
    const filesRead = new Set<string>();
    const { css, files } = await bundle(site, 'src/css/custom.scss', filesRead);
    expect(css).toContain('--ifm-color-primary: #2e8555;');
    expect(css).toContain('padding: 2rem;');
    expect(css).toContain('font-family: Inter, sans-serif;');
    expect(css).toMatch(/url\("?\.\/hero\.png"?\)/);
    expect(css).toMatch(/url\("?\.\/icon\.svg"?\)/);
    expect(files).toEqual(expect.arrayContaining(['hero.png', 'icon.svg']));
    expect([...filesRead].map((file) => path.relative(site, file)).sort()).toEqual([
      'node_modules/brand-kit/scss/_fonts.scss',
      'node_modules/brand-kit/scss/_spacing.scss',
      'src/css/custom.scss',
      'src/css/partials/_colors.scss',
    ]);
  });

  it('compiles the indented syntax of .sass files', async () => {
    const site = siteWith({ 'custom.sass': '$gap: 4px\n.card\n  margin: $gap * 2\n' });
    expect((await bundle(site, 'custom.sass')).css).toMatch(/\.card \{\s*margin: 8px;\s*\}/);
  });

  it('reports a Sass error at its file, line and column', async () => {
    const site = siteWith({
      'src/css/custom.scss': "@use 'partials/broken';\n",
      'src/css/partials/_broken.scss': '.a {\n  color: red;\n  width: 10px +;\n}\n',
    });
    const [error, ...others] = (await failureOf(bundle(site, 'src/css/custom.scss'))).errors;
    expect(others).toEqual([]);
    expect(error!.text).toBe('Expected expression.');
    // esbuild's columns count from 0: the `;` after `+` is column 16.
    const { file, line, column } = error!.location!;
    expect({ file: path.resolve(file), line, column }).toEqual({
      file: path.join(site, 'src/css/partials/_broken.scss'),
      line: 3,
      column: 15,
    });
  });

  it('asks a site without Sass to install it', async () => {
    const site = siteWith({ 'custom.scss': '.a { color: red; }\n' }, { withoutSass: true });
    const failure = await failureOf(bundle(site, 'custom.scss'));
    expect(failure.errors).toEqual([
      expect.objectContaining({
        text: 'custom.scss is a Sass stylesheet, but the site has no Sass compiler installed.',
        notes: [
          expect.objectContaining({ text: 'Install the `sass` package in the site: `npm install --save-dev sass`.' }),
        ],
      }),
    ]);
  });
});

describe('cssModulesPlugin with Sass', () => {
  it('makes a .module.scss file a CSS module with its nested rules scoped', async () => {
    const site = siteWith({
      'src/pages/index.js': "import styles from './index.module.scss';\nexport default styles;\n",
      'src/pages/index.module.scss': '$pad: 12px;\n.main {\n  padding: $pad;\n  article { color: #ccc; }\n}\n',
    });
    const { css, js } = await bundle(site, 'src/pages/index.js');
    const scoped = /"main":\s*"([^"]+)"/.exec(js)?.[1];
    expect(scoped).toMatch(/^index-module_main_/);
    expect(css).toContain(`.${scoped} {\n  padding: 12px;`);
    expect(css).toContain(`.${scoped} article {\n  color: #ccc;`);
  });
});
