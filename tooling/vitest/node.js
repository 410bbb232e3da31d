import { defineConfig } from 'vitest/config';

/** Vitest preset for packages that run in Node only (content-core, ssg-cli). */
export const nodePreset = defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
