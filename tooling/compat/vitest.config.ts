import { temporaryFolderSetup } from '@kran/vitest-config/node';
import { defineConfig } from 'vitest/config';

/**
 * Tests that compare with today's podman.io and read ../shared beside the checkout, and the comparison of Kran's build
 * of the Docusaurus corpus with what Docusaurus 2.4.3 built from it (pnpm test:compat).
 */
const UPSTREAM_TESTS = [
  'content.test.ts',
  'routes.test.ts',
  'docusaurus-corpus/corpus.test.ts',
  'docusaurus-repos/repos.test.ts',
  'docusaurus-repos/i18n-repo.test.ts',
];
/** The comparison with the Docusaurus 2.4.3 build of the upstream content (pnpm test:fidelity). */
const FIDELITY_TESTS = ['fidelity/fidelity.test.ts'];

// Three projects: `checkout` needs nothing but this repository and runs with `pnpm test`; `upstream` runs only with
// `pnpm test:compat`, `fidelity` only with `pnpm test:fidelity`. A new test lands in `checkout` unless listed above.
export default defineConfig({
  test: {
    testTimeout: 60_000,
    globalSetup: [temporaryFolderSetup],
    projects: [
      {
        extends: true,
        test: {
          name: 'checkout',
          include: ['*.test.ts', 'fidelity/*.test.ts', 'docusaurus-corpus/*.test.ts', 'docusaurus-repos/*.test.ts'],
          exclude: [...UPSTREAM_TESTS, ...FIDELITY_TESTS],
        },
      },
      { extends: true, test: { name: 'upstream', include: UPSTREAM_TESTS } },
      {
        extends: true,
        test: {
          name: 'fidelity',
          include: FIDELITY_TESTS,
          globalSetup: [temporaryFolderSetup, 'fidelity/setup.ts'],
          hookTimeout: 1_200_000,
        },
      },
    ],
  },
});
