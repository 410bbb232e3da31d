import { defineConfig } from 'vitest/config';

/** Tests that compare with today's podman.io and read ../shared beside the checkout (pnpm test:compat). */
const UPSTREAM_TESTS = ['content.test.ts', 'routes.test.ts'];

// Two projects: `checkout` needs nothing but this repository and runs with `pnpm test`; `upstream` runs only
// with `pnpm test:compat`. A new test lands in `checkout` unless it is listed above.
export default defineConfig({
  test: {
    testTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'checkout', include: ['*.test.ts'], exclude: UPSTREAM_TESTS } },
      { extends: true, test: { name: 'upstream', include: UPSTREAM_TESTS } },
    ],
  },
});
