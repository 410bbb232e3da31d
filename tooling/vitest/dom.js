import { defineConfig } from 'vitest/config';

/** Vitest preset for React packages (theme, runtime): jsdom and CSS modules. */
export const domPreset = defineConfig({
  test: {
    environment: 'jsdom',
    // One jsdom per worker instead of per file: a fresh jsdom costs more than most files' tests. dom-setup.ts
    // gives each file a newly opened page.
    isolate: false,
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: [new URL('./dom-setup.ts', import.meta.url).pathname],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
