import type { OnLoadArgs, OnLoadResult } from 'esbuild';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * React's CommonJS entries that nearly every module of a theme imports, and React DOM's client; the app imports these
 * first, so that they are evaluated in a task of their own (bundle-client.ts).
 */
export const FACADED_REACT_MODULES = new Set(['react', 'react/jsx-runtime', 'react-dom/client']);

export const REACT_FACADE_NAMESPACE = 'kran-react-facade';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * An ES module that takes the CommonJS module's exports once and exports each under its own name. Imported from
 * CommonJS, React becomes a namespace object made anew in every module that imports it (a getter per export, and
 * `(0, react.useState)(…)` at each call); through this module every importer shares one binding per export.
 */
export function reactFacadeSource(file: string, exportNames: readonly string[]): string {
  const names = exportNames.filter((name) => IDENTIFIER.test(name) && name !== 'default');
  return [
    `import * as commonJs from ${JSON.stringify(file)};`,
    ...names.map((name) => `export const ${name} = commonJs.${name};`),
    `export default commonJs.default;`,
    '',
  ].join('\n');
}

/** The esbuild load result of the facade of the CommonJS file `args.path`, which Node loads to learn its exports. */
export function loadReactFacade(args: OnLoadArgs): OnLoadResult {
  const exportNames = Object.keys(createRequire(args.path)(args.path) as object);
  return { contents: reactFacadeSource(args.path, exportNames), loader: 'js', resolveDir: path.dirname(args.path) };
}
