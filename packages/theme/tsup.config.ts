import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { defineConfig } from 'tsup';

/**
 * The modules of a folder, sorted: tsup's globs list entries in the order the file system answers, and the order of
 * the entries decides how esbuild splits the shared chunks, so globbed builds differed from one run to the next.
 */
const modulesIn = (folder: string) =>
  readdirSync(folder)
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
    .sort()
    .map((file) => `${folder}/${file}`);

// In watch mode (pnpm dev) the output is rewritten in place: `kran dev` keeps loading it while it changes.
export default defineConfig((options) => ({
  // Layouts are entries of their own so that they keep stable file names (dist/page-layouts/<kind>.js).
  entry: [
    'src/index.ts',
    'src/client.ts',
    ...modulesIn('src/page-layouts'),
    ...modulesIn('src/component-entries'),
    ...modulesIn('src/docusaurus'),
    'src/definition/index.ts',
    'src/storybook/index.ts',
    // Infima's class names, a stylesheet of its own: ssg-cli bundles it for sites with code written for Docusaurus.
    'src/styles/infima-classes.css',
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
      // away from it, so esbuild's local-css loader scopes their class names. The path is the package's own (esbuild
      // writes it into the CSS as a comment), so the built CSS does not depend on where the checkout is.
      name: 'css-modules',
      setup(build) {
        build.onResolve({ filter: /\.module\.css$/ }, (args) => ({
          path: `${path.relative(process.cwd(), path.resolve(args.resolveDir, args.path)).split(path.sep).join('/')}?local`,
          namespace: 'css-module',
        }));
        build.onLoad({ filter: /.*/, namespace: 'css-module' }, async (args) => {
          const file = path.resolve(args.path.replace(/\?local$/, ''));
          return { contents: await readFile(file, 'utf8'), loader: 'local-css', resolveDir: path.dirname(file) };
        });
      },
    },
  ],
}));
