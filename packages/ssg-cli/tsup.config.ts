import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

// In watch mode (pnpm dev) the output is rewritten in place: `kran dev` keeps loading it while it changes.
export default defineConfig((options) => ({
  entry: {
    index: 'src/index.ts',
    cli: 'src/cli.ts',
    'render-worker': 'src/render/render-worker.ts',
    'bundle-worker': 'src/bundle/bundle-worker.ts',
    'search-index-worker': 'src/search/search-index-worker.ts',
    'dev-build-worker': 'src/dev/dev-build-worker.ts',
    'site-writer-worker': 'src/pipeline/site-writer-worker.ts',
  },
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  clean: !options.watch,
  target: 'node20',
  external: ['esbuild', 'react', 'react-dom', 'react-router-dom', '@kran/theme', '@kran/runtime', '@kran/content-core'],
  // `kran init` reads its templates beside its bundled code, from dist/templates.
  onSuccess: async () => {
    cpSync('src/init/templates', 'dist/templates', { recursive: true });
  },
}));
