import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { installKranInto } from '../../test/fixture-site.js';
import { loadConfig } from '../config/load-config.js';
import { MigrateError } from './migrate-error.js';
import { migrateSite } from './migrate-site.js';

const packageDir = path.resolve(import.meta.dirname, '../..');

/** A Docusaurus site folder with these files, its own package.json and this package installed as @kran/ssg-cli. */
function docusaurusSite(files: Record<string, string>): string {
  const scratch = path.join(packageDir, 'test/.tmp');
  mkdirSync(scratch, { recursive: true });
  const site = mkdtempSync(path.join(scratch, 'migrate-'));
  writeFileSync(path.join(site, 'package.json'), '{ "name": "docusaurus-site", "private": true }\n');
  installKranInto(site);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), text);
  }
  return site;
}

const ASYNC_CONFIG = `const shout = require('./plugins/shout.js');
const repository = 'https://github.com/example/lantern';
const guide = ['/guide/'].join('');

module.exports = async function createConfig() {
  return {
    title: 'Lantern',
    url: 'https://lantern.example.org',
    presets: [
      [
        'classic',
        {
          docs: {
            sidebarPath: require.resolve('./sidebars.js'),
            editUrl: ({ docPath }) => \`\${repository}/edit/main/docs/\${docPath}\`,
            remarkPlugins: [shout],
          },
          blog: false,
        },
      ],
    ],
    plugins: [
      [
        '@docusaurus/plugin-client-redirects',
        {
          createRedirects(existingPath) {
            return existingPath.startsWith('/docs/') ? [existingPath.replace('/docs/', guide)] : undefined;
          },
        },
      ],
    ],
    themes: ['@docusaurus/theme-mermaid'],
  };
};
`;

describe('migrateSite', () => {
  it('runs an async CommonJS config from its folder and writes a site.config.ts that loads, functions included', async () => {
    const site = docusaurusSite({
      'docusaurus.config.js': ASYNC_CONFIG,
      'sidebars.js': 'module.exports = { main: ["intro"] };\n',
      'plugins/shout.js': 'module.exports = function shout() { return () => {}; };\n',
      'docs/intro.md': '# Intro\n',
    });
    const result = await migrateSite({ siteDir: site });
    const text = readFileSync(path.join(site, 'site.config.ts'), 'utf8');
    expect(text).toMatch(
      /^import \{ defineConfig \} from '@kran\/ssg-cli';\nimport shout from '.\/plugins\/shout.js';\n/,
    );
    const config = (await loadConfig(site)) as unknown as {
      docs: { sidebarPath: string; editUrl: (doc: { docPath: string }) => string; remarkPlugins: unknown[] }[];
      redirects: { createRedirects: (path: string) => string[] | undefined };
    };
    expect(config.docs[0]!.sidebarPath).toBe('./sidebars.js');
    expect(config.docs[0]!.editUrl({ docPath: 'intro.md' })).toBe(
      'https://github.com/example/lantern/edit/main/docs/intro.md',
    );
    expect(config.docs[0]!.remarkPlugins[0]).toBeTypeOf('function');
    expect(text).toContain("\nconst repository = 'https://github.com/example/lantern';\n");
    // \`guide\` is computed, so it is not copied: the report asks for it.
    expect(() => config.redirects.createRedirects('/docs/intro')).toThrow(/guide is not defined/);
    const mermaid = result.notes.find((note) => note.path.join('.') === 'themes.0')!;
    expect(mermaid.kind).toBe('untranslated');
    expect(result.report).toMatch(
      /docusaurus\.config\.js:26:11\n {2}plugins\[0\]\[1\]\.createRedirects is a function, .*; it uses guide\.\n {2}Define guide/,
    );
    expect(result.report).toMatch(
      /docusaurus\.config\.js:32:14\n {2}The theme @docusaurus\/theme-mermaid was left out/,
    );
  });

  it('keeps an existing site.config.ts unless forced', async () => {
    const site = docusaurusSite({
      'docusaurus.config.js': "module.exports = { title: 'Lantern', url: 'https://lantern.example.org' };\n",
      'site.config.ts': '// mine\n',
    });
    const refused = await migrateSite({ siteDir: site }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MigrateError);
    expect((refused as MigrateError).message).toContain('--force');
    expect(readFileSync(path.join(site, 'site.config.ts'), 'utf8')).toBe('// mine\n');
    await migrateSite({ siteDir: site, force: true });
    expect(readFileSync(path.join(site, 'site.config.ts'), 'utf8')).toContain("title: 'Lantern'");
  });

  it('names the config file and the error when the config throws while loading', async () => {
    const site = docusaurusSite({
      'docusaurus.config.js':
        "const missing = require('docusaurus-plugin-that-is-not-installed');\nmodule.exports = {};\n",
    });
    const error = (await migrateSite({ siteDir: site }).catch((thrown: unknown) => thrown)) as MigrateError;
    expect(error).toBeInstanceOf(MigrateError);
    expect(error.location.file).toBe(path.join(site, 'docusaurus.config.js'));
    expect(error.message).toContain("Cannot find module 'docusaurus-plugin-that-is-not-installed'");
    expect(error.hint).toContain('npm install');
  });

  it('says where to run it when the folder has no Docusaurus config', async () => {
    const site = docusaurusSite({});
    const error = (await migrateSite({ siteDir: site }).catch((thrown: unknown) => thrown)) as MigrateError;
    expect(error).toBeInstanceOf(MigrateError);
    expect(error.message).toContain('holds no Docusaurus config');
  });
});
