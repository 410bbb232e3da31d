import { describe, expect, it } from 'vitest';
import { typeSpecifiersOf } from './type-specifiers.js';

describe('typeSpecifiersOf', () => {
  it('finds type imports, re-exports, import types and type references with their line and column', () => {
    const source = [
      '/// <reference types="node" />',
      "import type { Root } from 'hast';",
      "export { Plugin } from 'unified';",
      "export declare const tree: import('mdast').Root;",
    ].join('\n');
    expect(typeSpecifiersOf(source)).toEqual([
      { specifier: 'hast', line: 2, column: 27 },
      { specifier: 'unified', line: 3, column: 24 },
      { specifier: 'mdast', line: 4, column: 35 },
      { specifier: '@types/node', line: 1, column: 23 },
    ]);
  });
});
