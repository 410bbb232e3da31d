import { defineConfig } from 'tsup';

// In watch mode (pnpm dev) the output is rewritten in place: `kran dev` keeps loading it while it changes.
export default defineConfig((options) => ({
  // dist/load-worker.js is the file loadInPool starts its workers from, beside the bundle that holds loadInPool.
  // locales: what a build that finds nothing changed reads of the config, without loading the rest.
  // errors: the error types, for threads that report problems (ssg-cli's bundle and render threads) without the rest.
  entry: {
    index: 'src/index.ts',
    identity: 'src/identity.ts',
    locales: 'src/config/resolve-locale.ts',
    errors: 'src/errors/errors.ts',
    'load-worker': 'src/loading/load-worker.ts',
  },
  format: ['esm'],
  dts: true,
  clean: !options.watch,
  target: 'node20',
  // Bundling the unified ecosystem into one file makes it load in a tenth of the time of its hundreds of
  // small modules, for the CLI and for each worker. yaml goes in as its ES module build (the one for other
  // platforms than Node, the same code): its CommonJS build is some fifty files that Node would read and scan for
  // their exports at every start. reading-time stays external (CommonJS that requires Node's modules, which an ES
  // module bundle cannot). @kran/contract stays external too: its types and helpers are the packages' shared ones.
  // highlight.js's grammars are not imported but required by name when a code block names one (highlighter.ts).
  noExternal: [/^(?!reading-time$|@kran\/contract$)/],
  esbuildOptions(esbuild) {
    esbuild.alias = { yaml: './node_modules/yaml/browser/index.js' };
  },
  platform: 'node',
}));
