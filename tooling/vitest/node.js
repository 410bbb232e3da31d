import { defineConfig } from 'vitest/config';

/** Vitest preset for packages that run in Node only (content-core, ssg-cli). */
export const nodePreset = defineConfig({
  test: {
    environment: 'node',
    // Packages are loaded once per worker instead of once per file (unified, highlight.js and esbuild take longer
    // to load than most files take to run); node-setup.ts loads the project's own modules anew for each file.
    isolate: false,
    setupFiles: [new URL('./node-setup.ts', import.meta.url).pathname],
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
