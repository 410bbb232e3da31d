import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/server.tsx'],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react-router-dom'],
});
