import { nodePreset } from '@kran/vitest-config/node';
import { defineConfig } from 'vitest/config';

// The checks are plain ES modules that run in Node, so their tests are too.
export default defineConfig({
  ...nodePreset,
  test: { ...nodePreset.test, include: ['*.test.js'] },
});
