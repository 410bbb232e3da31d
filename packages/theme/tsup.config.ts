import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { defineConfig } from 'tsup';

// In watch mode (pnpm dev) the output is rewritten in place: `kran dev` keeps loading it while it changes.
export default defineConfig((options) => ({
  // Layouts are entries of their own so that they keep stable file names (dist/page-layouts/<kind>.js).
  entry: [
    'src/index.ts',
    'src/client.ts',
    'src/page-layouts/*.ts',
    'src/component-entries/*.ts',
    'src/docusaurus/*.ts',
    'src/docusaurus/*.tsx',
    'src/definition/index.ts',
    'src/storybook/index.ts',
  ],
  format: ['esm'],
  dts: true,
  clean: !options.watch,
  target: 'es2022',
  loader: { '.svg': 'dataurl' },
  external: ['react', 'react-dom', 'react-router-dom', '@kran/runtime'],
  // The contract's helpers go into the theme's own code, as they were written here before it had them.
  noExternal: ['@kran/contract'],
  esbuildPlugins: [
    {
      // tsup's CSS plugin loads every path ending in .css as global CSS; the suffix keeps CSS modules
      // away from it, so esbuild's local-css loader scopes their class names.
      name: 'css-modules',
      setup(build) {
        build.onResolve({ filter: /\.module\.css$/ }, (args) => ({
          path: `${path.resolve(args.resolveDir, args.path)}?local`,
          namespace: 'css-module',
        }));
        build.onLoad({ filter: /.*/, namespace: 'css-module' }, async (args) => ({
          contents: await readFile(args.path.replace(/\?local$/, ''), 'utf8'),
          loader: 'local-css',
          resolveDir: path.dirname(args.path),
        }));
      },
    },
  ],
}));
