import { nodePreset } from '@kran/vitest-config/node';
import { defineConfig } from 'vitest/config';

// The bench scripts are plain ES modules, so their tests are too; the benchmarks themselves are not tests.
export default defineConfig({
  ...nodePreset,
  test: { ...nodePreset.test, include: ['*.test.mjs', 'lib/**/*.test.mjs'] },
});
