import type { ImportTypeScript } from '@kran/content-core';
import path from 'node:path';
import { GENERATED_DIR } from '../config/load-config.js';
import { compileSiteModules } from './compile-site-modules.js';

/**
 * Imports a site's module that Node cannot import as it is (a `.ts` sidebars file, or a `.js` one written with
 * `import`/`export` where Node reads CommonJS) compiled with esbuild into `.ssg/modules/`; code that does not compile
 * is a content error at its line and column.
 */
export function typeScriptImporter(siteDir: string): ImportTypeScript {
  return async (absolutePath) => {
    const name = path.parse(absolutePath).name;
    const modules = await compileSiteModules({
      siteDir,
      outDir: path.join(siteDir, GENERATED_DIR, 'modules'),
      entries: { [name]: path.relative(siteDir, absolutePath) },
      kind: 'sidebars file',
      hint: 'Fix the sidebars file; it must be a module that exports the sidebars object.',
    });
    return (await import(modules[name]!)) as Record<string, unknown>;
  };
}
