import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/load-worker.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'node20',
  // Bundling the unified ecosystem into one file makes it load in a tenth of the time of its hundreds of
  // small modules, for the CLI and for each worker; yaml stays external (CommonJS that requires process).
  noExternal: [/^(?!yaml$)/],
  platform: 'node',
});
