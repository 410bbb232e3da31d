import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, type KranConfig } from '../src/config/load-config.js';
import { cli, copyFixture, installKranInto } from './fixture-site.js';

const corpusSite = path.resolve(import.meta.dirname, '../../../tooling/compat/docusaurus-corpus/site');
const docusaurus3Repo = path.resolve(import.meta.dirname, 'fixtures/docusaurus3-repo');

/** The corpus's remark plugin, which its config imports, as the compatibility tests installed it. */
function installCorpusPlugins(site: string): void {
  const plugin = '@docusaurus/remark-plugin-npm2yarn';
  mkdirSync(path.join(site, 'node_modules/@docusaurus'), { recursive: true });
  symlinkSync(path.resolve(corpusSite, '../../node_modules', plugin), path.join(site, 'node_modules', plugin));
}

function kran(...args: string[]) {
  return spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
}

describe('kran migrate', () => {
  it("writes the Docusaurus 2 corpus's config as the hand-written site.config.ts has it", async () => {
    // Two copies: a module is imported once per path in a test's process.
    const handWrittenSite = copyFixture('migrate-corpus-by-hand', corpusSite);
    installKranInto(handWrittenSite);
    installCorpusPlugins(handWrittenSite);
    const handWritten = await loadConfig(handWrittenSite);
    const site = copyFixture('migrate-corpus', corpusSite);
    installKranInto(site);
    installCorpusPlugins(site);

    const kept = kran('migrate', site);
    expect(kept.status).toBe(1);
    expect(kept.stderr).toContain('kran migrate keeps it');
    expect(kept.stderr).toContain('--force');

    const migrated = kran('migrate', site, '--force');
    expect(migrated.stderr).toBe('');
    expect(migrated.status).toBe(0);
    expect(migrated.stdout).toContain('Every option was translated.');
    const written = readFileSync(path.join(site, 'site.config.ts'), 'utf8');
    expect(written.startsWith("import { defineConfig } from '@kran/ssg-cli';\n")).toBe(true);
    // The hand-written config names the label Kran gives English by default; Docusaurus's config leaves it out.
    const expected: KranConfig = { ...handWritten, locale: { code: 'en' } };
    const { clientRedirects: migratedRedirects, ...migratedConfig } = await loadConfig(site);
    const { clientRedirects: expectedRedirects, ...expectedRest } = expected;
    expect(migratedConfig).toEqual(expectedRest);
    // createRedirects is copied as its source: another function, which must give the same paths.
    const { createRedirects: migratedCreate, ...migratedOptions } = migratedRedirects || {};
    const { createRedirects: expectedCreate, ...expectedOptions } = expectedRedirects || {};
    expect(migratedOptions).toEqual(expectedOptions);
    for (const route of ['/docs/legacy/intro', '/blog'])
      expect(migratedCreate?.(route)).toEqual(expectedCreate?.(route));
  });

  it('migrates a Docusaurus 3 website/ with its docs in ../docs, which kran build then builds', () => {
    const repository = copyFixture('migrate-docusaurus3', docusaurus3Repo);
    const site = path.join(repository, 'website');
    installKranInto(site);

    const migrated = kran('migrate', site);
    expect(migrated.status).toBe(0);
    const report = migrated.stdout;
    expect(report).toMatch(/Not translated, to do by hand \(\d+\):/);
    expect(report).toMatch(/docusaurus\.config\.ts:57:12\n {2}The theme @docusaurus\/theme-mermaid was left out/);
    expect(report).toMatch(/docusaurus\.config\.ts:45:5\n {2}plugins\[1\] is a plugin written as a function/);
    expect(report).toContain(
      'docusaurus.config.ts:48:5\n  plugins[2] is a plugin written as a function in the config; Kran does not run ' +
        'Docusaurus plugins. Its webpack rules that import files as their text are markdown.rawImports (/\\.raw\\./).',
    );
    expect(report).toContain(
      './src/theme/MDXComponents.tsx gives every MDX file components without an import; site.config.ts gives them ' +
        'as markdown.mdxComponents: Highlight, Badge; Kran cannot take over a (an HTML element, or a component the ' +
        'file defines itself): import a component of the site in the MDX files that use it instead.',
    );
    expect(report).toMatch(/docusaurus\.config\.ts:44:5\n {2}docusaurus-plugin-sass: Kran compiles \.scss/);
    const written = readFileSync(path.join(site, 'site.config.ts'), 'utf8');
    expect(written).toContain("import remarkShout from './src/plugins/remark-shout.mjs';");
    expect(written).toContain("path: '../docs',");
    expect(written).toContain(
      "  markdown: {\n    mdxComponents: {\n      Highlight: '@site/src/components/Highlight',\n" +
        "      Badge: { from: '@site/src/components/Badge', export: 'Badge' },\n    },\n    rawImports: [/\\.raw\\./],\n  },\n",
    );

    const built = kran('build', '--site', site, '--no-cache');
    expect(built.stderr).toBe('');
    expect(built.status).toBe(0);
    const page = (route: string) => readFileSync(path.join(site, 'build', route, 'index.html'), 'utf8');
    expect(page('docs/guides/first')).toContain('HELLO');
    expect(page('docs/guides/first')).toContain('class="katex"');
    expect(page('docs/intro')).toContain('href="/docs/guides/first"');
    expect(existsSync(path.join(site, 'build/blog/2024/01/02/hello/index.html'))).toBe(true);
    expect(page('')).toContain('A made-up tool, written as a Docusaurus 3 site.');
    const snippets = page('docs/guides/snippets');
    expect(snippets).toMatch(/<mark style="background-color:gold">(<span [^>]*>)?Lantern(<\/span>)?<\/mark>/);
    expect(snippets).toMatch(/<span class="badge">(<span [^>]*>)?new(<\/span>)?<\/span>(<\/span>)? lights 2 rooms\./);
    expect(snippets).toContain('light_the_way');
    rmSync(repository, { recursive: true, force: true });
  });

  it('names the folder and what to give it when there is no Docusaurus config', () => {
    const site = copyFixture('migrate-none');
    const result = kran('migrate', '--site', site);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('holds no Docusaurus config');
    expect(result.stderr).toContain('docusaurus.config.js');
  });

  it("reports a package the config loads that throws, as the config's problem, not Node's crash", () => {
    const site = mkdtempSync(path.join(tmpdir(), 'kran-migrate-throws-'));
    writeFileSync(
      path.join(site, 'docusaurus.config.js'),
      "import prism from 'prism-themes-fake';\nexport default { title: 'Lantern', prism };\n",
    );
    const packageDir = path.join(site, 'node_modules/prism-themes-fake');
    mkdirSync(packageDir, { recursive: true });
    writeFileSync(path.join(packageDir, 'package.json'), '{ "name": "prism-themes-fake", "main": "index.js" }');
    writeFileSync(path.join(packageDir, 'index.js'), "require('prism-missing-dependency');\n");
    const result = kran('migrate', site);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "docusaurus.config.js failed while loading: Cannot find module 'prism-missing-dependency'",
    );
    expect(result.stderr).toContain("install the site's dependencies (npm install)");
    expect(result.stderr).not.toContain('node:internal');
    expect(readdirSync(site).sort()).toEqual(['docusaurus.config.js', 'node_modules']);
  });
});
