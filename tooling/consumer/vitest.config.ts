import { temporaryFolderSetup } from '@kran/vitest-config/node';
import { defineConfig } from 'vitest/config';

// consumer.test.ts installs, builds and serves whole projects: one file, its steps in order, with bounds generous
// enough for a busy 2-core machine; the unit tests of lib/ run in the package's `test` script.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['*.test.ts', 'lib/**/*.test.ts'],
    fileParallelism: false,
    globalSetup: [temporaryFolderSetup],
    testTimeout: 60_000,
    hookTimeout: 600_000,
  },
});
