import { defineConfig } from 'vitest/config';

/** The global setup that gives a run's temporary files a folder of their own, removed when the run ends. */
export const temporaryFolderSetup = new URL('./temporary-folder.js', import.meta.url).pathname;

/** Vitest preset for packages that run in Node only (content-core, ssg-cli). */
export const nodePreset = defineConfig({
  test: {
    environment: 'node',
    // Packages are loaded once per worker instead of once per file (unified, highlight.js and esbuild take longer
    // to load than most files take to run); node-setup.ts loads the project's own modules anew for each file.
    isolate: false,
    setupFiles: [new URL('./node-setup.ts', import.meta.url).pathname],
    globalSetup: [temporaryFolderSetup],
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
