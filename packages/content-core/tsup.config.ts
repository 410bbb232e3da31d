import { defineConfig } from 'tsup';

// In watch mode (pnpm dev) the output is rewritten in place: `kran dev` keeps loading it while it changes.
export default defineConfig((options) => ({
  entry: ['src/index.ts', 'src/identity.ts', 'src/load-worker.ts'],
  format: ['esm'],
  dts: true,
  clean: !options.watch,
  target: 'node20',
  // Bundling the unified ecosystem into one file makes it load in a tenth of the time of its hundreds of
  // small modules, for the CLI and for each worker; yaml and reading-time stay external (CommonJS that requires
  // Node's modules, which an ES module bundle cannot).
  noExternal: [/^(?!(?:yaml|reading-time)$)/],
  platform: 'node',
}));
