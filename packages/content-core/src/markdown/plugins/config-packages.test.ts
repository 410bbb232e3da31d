import path from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importedPackageVersions } from './config-packages.js';

const installed = (name: string) =>
  (
    JSON.parse(readFileSync(path.join(import.meta.dirname, '../../../node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

describe('importedPackageVersions', () => {
  it('lists the packages a config imports with their installed versions, leaving out its own files', () => {
    const config = [
      "import rehypeKatex from 'rehype-katex';",
      'import remarkMath from "remark-math";',
      "import { defineConfig } from '@kran/tsconfig/base.json';",
      "import { helper } from './plugins/helper.js';",
      "import path from 'node:path';",
      "const lazy = await import('unist-util-visit');",
    ].join('\n');
    expect(importedPackageVersions(config, import.meta.dirname).split('\n')).toEqual([
      `@kran/tsconfig@${installed('@kran/tsconfig')}`,
      `rehype-katex@${installed('rehype-katex')}`,
      `remark-math@${installed('remark-math')}`,
      `unist-util-visit@${installed('unist-util-visit')}`,
    ]);
  });

  it('marks a package that is not installed', () => {
    expect(importedPackageVersions("import x from 'kein-solches-paket';", import.meta.dirname)).toBe(
      'kein-solches-paket@missing',
    );
  });
});
