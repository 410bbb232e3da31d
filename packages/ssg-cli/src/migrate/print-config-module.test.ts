import { describe, expect, it } from 'vitest';
import { CodeValue } from './code-value.js';
import { printConfigModule } from './print-config-module.js';

const plugin = (specifier: string, exportName = 'default') => new CodeValue({ kind: 'import', specifier, exportName });

describe('printConfigModule', () => {
  it('imports defineConfig first, then each module the config uses once, packages before files', () => {
    const text = printConfigModule(
      {
        title: 'Lantern',
        docs: [
          {
            id: 'default',
            remarkPlugins: [plugin('./src/plugins/remark-shout.mjs'), plugin('remark-math')],
            rehypePlugins: [[plugin('rehype-katex'), { strict: false }], plugin('@acme/rehype-tools', 'rehypeNote')],
          },
        ],
        blogs: [{ id: 'default', remarkPlugins: [plugin('remark-math')] }],
      },
      'Written by kran migrate.',
    );
    expect(text.split('\n').slice(0, 7)).toEqual([
      "import { defineConfig } from '@kran/ssg-cli';",
      "import { rehypeNote } from '@acme/rehype-tools';",
      "import rehypeKatex from 'rehype-katex';",
      "import remarkMath from 'remark-math';",
      "import remarkShout from './src/plugins/remark-shout.mjs';",
      '',
      '// Written by kran migrate.',
    ]);
    expect(text).toContain('remarkPlugins: [remarkShout, remarkMath],');
    expect(text).toContain('rehypePlugins: [[rehypeKatex, { strict: false }], rehypeNote],');
  });

  it('keeps short objects on one line and breaks longer ones, with trailing commas, as Prettier does', () => {
    const text = printConfigModule(
      {
        title: "Lantern's site",
        locale: { code: 'en' },
        footer: { copyright: 'x'.repeat(130), 'data-x': 1 },
      },
      'c',
    );
    expect(text).toContain(`export default defineConfig({
  title: "Lantern's site",
  locale: { code: 'en' },
  footer: {
    copyright: '${'x'.repeat(130)}',
    'data-x': 1,
  },
});
`);
  });

  it("writes a function's source indented to its place", () => {
    const source = 'function createRedirects(existingPath) {\n        return [existingPath];\n      }';
    const text = printConfigModule(
      { redirects: { createRedirects: new CodeValue({ kind: 'source', text: source }) } },
      'c',
    );
    expect(text).toContain(`  redirects: {
    createRedirects: function createRedirects(existingPath) {
      return [existingPath];
    },
  },`);
  });
});
