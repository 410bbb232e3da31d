import { defineConfig } from 'tsup';

// In watch mode (pnpm dev) the output is rewritten in place: `kran dev` keeps loading it while it changes.
export default defineConfig((options) => ({
  entry: ['src/index.ts', 'src/constants.ts', 'src/server.tsx'],
  format: ['esm'],
  dts: true,
  clean: !options.watch,
  target: 'es2022',
  external: ['react', 'react-dom', 'react-router-dom'],
  // isExternalUrl goes into the runtime's own code, which the theme takes it from in the browser.
  noExternal: ['@kran/contract'],
}));
