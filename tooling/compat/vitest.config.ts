import { defineConfig } from 'vitest/config';

// Two projects: `site` checks the built German site on its own; `upstream` compares it with today's
// podman.io and needs ../shared beside the checkout (pnpm test:compat).
export default defineConfig({
  test: {
    testTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'site', include: ['german.test.ts', 'page-counts.test.ts'] } },
      { extends: true, test: { name: 'upstream', include: ['content.test.ts', 'routes.test.ts'] } },
    ],
  },
});
