import { defineConfig } from 'tsup';

// In watch mode (pnpm dev) the output is rewritten in place: `kran dev` keeps loading it while it changes.
export default defineConfig((options) => ({
  entry: ['src/index.ts', 'src/types.ts', 'src/search-index.ts'],
  format: ['esm'],
  dts: true,
  clean: !options.watch,
  target: 'es2022',
}));
