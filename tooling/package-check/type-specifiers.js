import ts from 'typescript';
import { lineAndColumnOf } from './json-location.js';

/**
 * Every module a declaration file (`.d.ts`) imports, re-exports or references: `import type … from`,
 * `export … from`, `import('x')` in a type, and `/// <reference types="x" />` (as the package `@types/x`).
 * @param {string} source
 * @returns {import('./module-specifiers.js').FoundSpecifier[]}
 */
export function typeSpecifiersOf(source) {
  const { importedFiles, typeReferenceDirectives } = ts.preProcessFile(source, true, true);
  return [
    ...importedFiles.map(({ fileName, pos }) => ({ specifier: fileName, ...lineAndColumnOf(source, pos) })),
    ...typeReferenceDirectives.map(({ fileName, pos }) => ({
      specifier: `@types/${fileName}`,
      ...lineAndColumnOf(source, pos),
    })),
  ];
}
