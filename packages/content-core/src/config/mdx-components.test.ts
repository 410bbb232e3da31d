import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { contentErrorsOf, described, temporarySitesOfEachTest, textAt } from '../../test/bad-input/sites.js';
import { fixtureConfig, routeOf } from '../../test/fixture-site.js';
import { buildManifest } from '../manifest/build-manifest.js';
import type { SiteConfig } from './config.js';

const site = temporarySitesOfEachTest();

const docsConfig = (mdxComponents: unknown): SiteConfig =>
  ({
    ...fixtureConfig,
    blogs: [],
    docs: [{ id: 'default', path: 'docs', routeBasePath: 'docs' }],
    markdown: { mdxComponents },
  }) as SiteConfig;

const components = {
  'src/components/Highlight.tsx': 'export default function Highlight() { return null; }\n',
  'src/components/Marks.tsx': 'export function Mark() { return null; }\n',
};

const uses = [
  '<Highlight color="red">Rot</Highlight> und <Mark>markiert</Mark>',
  '',
  '<Details><summary>Mehr</summary>Text</Details>',
  '',
].join('\n');

const imports = [
  "import Highlight from '@site/src/components/Highlight';",
  "import { Mark } from '@site/src/components/Marks';",
  "import Details from '@theme/Details';",
  '',
  '',
].join('\n');

describe('markdown.mdxComponents: components every MDX file uses without an import', () => {
  it('renders them as the same file with the imports written out, in docs, partials and plain .md files', async () => {
    const config = docsConfig({
      Highlight: './src/components/Highlight',
      Mark: { from: '@site/src/components/Marks', export: 'Mark' },
      Details: '@theme/Details',
    });
    const siteDir = site({
      ...components,
      'docs/without.mdx': uses,
      'docs/with.mdx': imports + uses,
      'docs/plain.md': '# Plain\n\nEin <Highlight color="red">Wort</Highlight>.\n',
      'docs/shows-partial.mdx': "import Teil from './_teil.mdx';\n\n<Teil />\n",
      'docs/_teil.mdx': uses,
    });
    const manifest = await buildManifest({ siteDir, config });
    const html = (path: string) => toHtml(routeOf(manifest, 'doc', path).content);
    expect(html('/docs/without')).toBe(html('/docs/with'));
    expect(html('/docs/shows-partial')).toBe(html('/docs/with'));
    expect(html('/docs/without')).toContain('data-kran-module="src/components/Highlight.tsx"');
    expect(html('/docs/without')).toContain(
      'data-kran-export="Mark" data-kran-props="{}" data-kran-module="src/components/Marks.tsx"',
    );
    expect(html('/docs/plain')).toContain('data-kran-module="src/components/Highlight.tsx">Wort</kran-component>');
    expect(manifest.siteComponents).toEqual(['src/components/Highlight.tsx', 'src/components/Marks.tsx']);
  });

  it("lets a file's own import of the name win", async () => {
    const siteDir = site({
      ...components,
      'src/components/Other.tsx': 'export default function Other() { return null; }\n',
      'docs/own.mdx': "import Highlight from '@site/src/components/Other';\n\n<Highlight>Text</Highlight>\n",
    });
    const manifest = await buildManifest({
      siteDir,
      config: docsConfig({ Highlight: '@site/src/components/Highlight' }),
    });
    expect(toHtml(routeOf(manifest, 'doc', '/docs/own').content)).toContain(
      'data-kran-module="src/components/Other.tsx"',
    );
  });

  it('reports names that are not components and imports MDX cannot render, at their place in site.config.ts', async () => {
    const configText = [
      "import { defineConfig } from '@kran/ssg-cli';",
      '',
      'export default defineConfig({',
      "  title: 'Test',",
      '  markdown: {',
      '    mdxComponents: {',
      "      a: '@site/src/components/Link',",
      "      Tabs: '@theme/Tabbed',",
      "      Note: { from: '@site/src/components/Note' },",
      '    },',
      '  },',
      '});',
      '',
    ].join('\n');
    const config = docsConfig({
      a: '@site/src/components/Link',
      Tabs: '@theme/Tabbed',
      Note: { from: '@site/src/components/Note' },
    });
    const siteDir = site({ 'site.config.ts': configText, 'docs/index.md': '# Start\n' });
    const errors = described(await contentErrorsOf(siteDir, config));
    expect(errors.map(({ message }) => message)).toEqual([
      'markdown.mdxComponents names "a", which MDX does not read as a component: only a name that starts with a ' +
        'capital letter is one (a lowercase name is an HTML element, which Kran does not let a site replace).',
      expect.stringMatching(/^markdown\.mdxComponents\.Tabs: `@theme\/Tabbed` cannot be imported in MDX: /),
      'markdown.mdxComponents.Note names no module to import the component from.',
    ]);
    expect(errors.map(({ location }) => textAt(siteDir, location))).toEqual([
      "a: '@site/src/components/Link',",
      "Tabs: '@theme/Tabbed',",
      "Note: { from: '@site/src/components/Note' },",
    ]);
    expect(errors.map(({ hint }) => hint)).toEqual([
      'Name the component with a capital letter, as the MDX files write it (`<Highlight>`).',
      expect.stringContaining('Import a component of the site, of a package or of the theme'),
      "Write `Name: '@site/src/components/Name'` for a default export, or `Name: { from: '…', export: 'Name' }`.",
    ]);
  });

  it('reports raw imports that are not regular expressions at their key', async () => {
    const configText = "export default {\n  title: 'Test',\n  markdown: { rawImports: ['.raw.'] },\n};\n";
    const siteDir = site({ 'site.config.ts': configText, 'docs/index.md': '# Start\n' });
    const config = { ...docsConfig(undefined), markdown: { rawImports: ['.raw.'] } } as unknown as SiteConfig;
    const errors = described(await contentErrorsOf(siteDir, config));
    expect(errors).toEqual([
      {
        message: 'markdown.rawImports is not a list of regular expressions, so Kran cannot tell which imports are raw.',
        location: { file: 'site.config.ts', line: 3, column: 15 },
        hint: 'Write it like `rawImports: [/\\.raw\\./]`: each expression is tested against the import, as a webpack rule is.',
      },
    ]);
  });
});
