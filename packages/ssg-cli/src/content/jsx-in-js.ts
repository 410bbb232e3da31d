import type { Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';

/**
 * A site's `.js` files may hold JSX, as Docusaurus's Babel and SWC accept: they are read as JSX (a superset of
 * JavaScript). Installed packages are left to esbuild's JavaScript loader.
 */
export const jsxInJsFiles: Plugin = {
  name: 'kran-jsx-in-js',
  setup(build) {
    build.onLoad({ filter: /\.js$/ }, async (args) =>
      args.path.includes('/node_modules/') || args.namespace !== 'file'
        ? undefined
        : { contents: await readFile(args.path, 'utf8'), loader: 'jsx' },
    );
  },
};
