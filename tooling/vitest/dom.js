import { defineConfig } from 'vitest/config';

/** Vitest preset for React packages (theme, runtime): jsdom and CSS modules. */
export const domPreset = defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: [new URL('./dom-setup.ts', import.meta.url).pathname],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
