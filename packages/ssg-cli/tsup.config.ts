import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', cli: 'src/cli.ts', 'render-worker': 'src/node/render-worker.ts' },
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  clean: true,
  target: 'node20',
  external: ['esbuild', 'react', 'react-dom', 'react-router-dom', '@kran/theme', '@kran/runtime', '@kran/content-core'],
});
