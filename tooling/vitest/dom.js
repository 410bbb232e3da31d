import { defineConfig } from 'vitest/config';
import { temporaryFolderSetup } from './node.js';
import { react19Aliases } from './react-19-aliases.js';

/**
 * Vitest preset for React packages (theme, runtime): jsdom and CSS modules. Every test runs twice, on the React the
 * package develops with (18) and on React 19, the two majors its peer range accepts.
 */
export const domPreset = defineConfig({
  test: {
    environment: 'jsdom',
    // One jsdom per worker instead of per file: a fresh jsdom costs more than most files' tests. dom-setup.ts
    // gives each file a newly opened page.
    isolate: false,
    // The first test of a file also waits for the modules it imports; on a loaded two-core machine that took over 5 s.
    testTimeout: 20_000,
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: [new URL('./dom-setup.ts', import.meta.url).pathname],
    globalSetup: [temporaryFolderSetup],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    projects: [
      { extends: true, test: { name: 'react-18' } },
      { extends: true, test: { name: 'react-19' }, resolve: { alias: react19Aliases() } },
    ],
  },
});
