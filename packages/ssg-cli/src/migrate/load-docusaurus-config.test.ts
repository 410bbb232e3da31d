import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findDocusaurusConfig, loadDocusaurusConfig } from './load-docusaurus-config.js';
import { MigrateError } from './migrate-error.js';

function siteWithConfig(name: string, text: string): string {
  const site = mkdtempSync(path.join(os.tmpdir(), 'kran-migrate-'));
  writeFileSync(path.join(site, name), text);
  return site;
}

describe('loadDocusaurusConfig', () => {
  it('runs a TypeScript config whose default export is an async function, with __dirname of its folder', async () => {
    const site = siteWithConfig(
      'docusaurus.config.ts',
      `import type { Config } from '@docusaurus/types';
import path from 'node:path';

export default async function createConfig(): Promise<Config> {
  const folder: string = path.basename(__dirname);
  return { title: 'Lantern', url: 'https://lantern.example.org', tagline: folder } as Config;
}
`,
    );
    const loaded = await loadDocusaurusConfig(findDocusaurusConfig(site));
    expect(loaded.config).toEqual({
      title: 'Lantern',
      url: 'https://lantern.example.org',
      tagline: path.basename(site),
    });
    // The module it ran for a moment is gone again.
    expect(readdirSync(site)).toEqual(['docusaurus.config.ts']);
  });

  it('leaves out an import of types only, which the site need not have installed', async () => {
    const site = siteWithConfig(
      'docusaurus.config.ts',
      `import { Config } from '@docusaurus/types';
import { Root } from 'mdast';

const count = (tree: Root): number => tree.children.length;
const config: Config = { title: 'Lantern', url: 'https://lantern.example.org', tagline: String(count) };
export default config;
`,
    );
    const loaded = await loadDocusaurusConfig(findDocusaurusConfig(site));
    expect(loaded.config).toMatchObject({ title: 'Lantern', url: 'https://lantern.example.org' });
    expect(loaded.imports).toEqual([]);
  });

  it('imports a TypeScript module of the site as a module, so its functions stay imports of that file', async () => {
    const site = siteWithConfig(
      'docusaurus.config.ts',
      `import deflist from './src/plugins/deflist';

export default { title: 'Lantern', url: 'https://lantern.example.org', presets: [['classic', { docs: { remarkPlugins: [[deflist, { tag: 'Dl' }]] } }]] };
`,
    );
    mkdirSync(path.join(site, 'src/plugins'), { recursive: true });
    writeFileSync(
      path.join(site, 'src/plugins/deflist.ts'),
      "import { tagOf } from './tag';\n\nexport default function deflist(options: { tag: string }) {\n  return () => tagOf(options.tag);\n}\n",
    );
    writeFileSync(path.join(site, 'src/plugins/tag.ts'), 'export const tagOf = (tag: string): string => `<${tag}>`;\n');
    const loaded = await loadDocusaurusConfig(findDocusaurusConfig(site));
    const [imported] = loaded.imports;
    expect(imported?.specifier).toBe('./src/plugins/deflist');
    const plugin = (imported?.value as { default: (options: { tag: string }) => () => string }).default;
    expect(plugin({ tag: 'Dl' })()).toBe('<Dl>');
    expect(loaded.config).toMatchObject({
      presets: [['classic', { docs: { remarkPlugins: [[plugin, { tag: 'Dl' }]] } }]],
    });
    // The modules it compiled for a moment are gone again.
    expect(readdirSync(site)).toEqual(['docusaurus.config.ts', 'src']);
    expect(readdirSync(path.join(site, 'src/plugins')).sort()).toEqual(['deflist.ts', 'tag.ts']);
  });

  it('reports a config that does not compile at its line and column', async () => {
    const site = siteWithConfig('docusaurus.config.js', "module.exports = {\n  title: 'Lantern',,\n};\n");
    const error = (await loadDocusaurusConfig(findDocusaurusConfig(site)).catch(
      (thrown: unknown) => thrown,
    )) as MigrateError;
    expect(error).toBeInstanceOf(MigrateError);
    expect(error.location).toMatchObject({ line: 2, column: 20 });
    expect(error.message).toContain('does not compile');
  });
});
