import { nodePreset } from '@kran/vitest-config/node';
import { defineConfig } from 'vitest/config';

// The load scripts are plain ES modules, so their tests are too; the load run itself is not a test here.
export default defineConfig({
  ...nodePreset,
  test: { ...nodePreset.test, include: ['*.test.mjs', 'lib/**/*.test.mjs'] },
});
