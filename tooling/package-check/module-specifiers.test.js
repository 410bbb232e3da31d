import { describe, expect, it } from 'vitest';
import { moduleSpecifiersOf } from './module-specifiers.js';

const specifiers = (/** @type {string} */ source) => moduleSpecifiersOf(source).map(({ specifier }) => specifier);

describe('moduleSpecifiersOf', () => {
  it('finds static imports and re-exports with their line and column', () => {
    const source = `import a from 'alpha';\nimport 'beta/side-effect';\nexport { c } from "gamma";\nexport * from 'delta';\n`;
    expect(moduleSpecifiersOf(source)).toEqual([
      { specifier: 'alpha', line: 1, column: 15 },
      { specifier: 'beta/side-effect', line: 2, column: 8 },
      { specifier: 'gamma', line: 3, column: 19 },
      { specifier: 'delta', line: 4, column: 15 },
    ]);
  });

  it('finds dynamic imports and require calls written with a string', () => {
    const source =
      'const a = await import("alpha");\nconst b = require(`beta`);\nconst c = __require("gamma");\nimport(name);\n';
    expect(specifiers(source)).toEqual(['alpha', 'beta', 'gamma']);
  });

  it('finds the strings passed to import.meta.resolve, require.resolve and a createRequire function', () => {
    const source = [
      "import { createRequire } from 'node:module';",
      'const require2 = createRequire(import.meta.url);',
      "import.meta.resolve('alpha');",
      "require2.resolve('beta/package.json');",
      "createRequire(import.meta.url).resolve('gamma');",
      "require.resolve('delta');",
      "path.resolve('not-a-module');",
    ].join('\n');
    expect(specifiers(source)).toEqual(['node:module', 'alpha', 'beta/package.json', 'gamma', 'delta']);
  });

  it('leaves out import statements inside strings, as in code a build generates', () => {
    const source = "const code = `import x from '${name}/components';`;\nconst other = \"import y from 'beta'\";\n";
    expect(specifiers(source)).toEqual([]);
  });

  it('reads an executable with a hashbang line and top-level await', () => {
    expect(specifiers('#!/usr/bin/env node\nawait import("../dist/cli.js");\n')).toEqual(['../dist/cli.js']);
  });
});
