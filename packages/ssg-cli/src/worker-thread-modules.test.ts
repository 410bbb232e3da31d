import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// An import or re-export that stays in the built code: `import type` and `export type` are erased.
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm;

/** The packages the module loads when it starts, through every module of this package it imports. */
function packagesLoadedBy(entry: string): string[] {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (specifier!.startsWith('.')) visit(path.resolve(path.dirname(file), specifier!.replace(/\.js$/, '.ts')));
      else if (!specifier!.startsWith('node:')) packages.add(specifier!);
    }
  };
  visit(entry);
  return [...packages].sort();
}

const kranModulesLoadedBy = (worker: string) =>
  packagesLoadedBy(path.join(import.meta.dirname, worker)).filter((name) => name.startsWith('@kran/'));

describe('the worker threads load what they use, so that each starts quickly', () => {
  it("bundle thread: neither the theme's definition and components nor content-core beyond its error classes", () => {
    expect(kranModulesLoadedBy('bundle/bundle-worker.ts')).toEqual([
      '@kran/content-core/errors',
      '@kran/contract',
      '@kran/theme/docusaurus/docusaurus-modules',
    ]);
  });

  it("render threads: the theme's definition and the runtime, and of content-core its error classes alone", () => {
    expect(kranModulesLoadedBy('render/render-worker.ts')).toEqual([
      '@kran/content-core/errors',
      '@kran/contract',
      '@kran/runtime',
      '@kran/runtime/server',
      '@kran/theme/definition',
      '@kran/theme/docusaurus/docusaurus-modules',
    ]);
  });
});
