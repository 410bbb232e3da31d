import { nodePreset } from '@kran/vitest-config/node';
import { configDefaults, defineConfig } from 'vitest/config';

/** Tests that change Kran's own built packages for a moment: every build running beside them would see it. */
const CHANGES_KRAN_PACKAGES = ['test/dev-kran-packages.test.ts'];

const { include, ...shared } = nodePreset.test!;

export default defineConfig({
  test: {
    ...shared,
    // Most tests wait on a `kran` process or a server, so a test file per core keeps the cores busy (Vitest's
    // default is one fewer worker than cores: one on a 2-core machine).
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: { name: 'sites', include, exclude: [...configDefaults.exclude, ...CHANGES_KRAN_PACKAGES] },
      },
      // Runs once every file of `sites` is done.
      { extends: true, test: { name: 'kran-packages', include: CHANGES_KRAN_PACKAGES, sequence: { groupOrder: 1 } } },
    ],
  },
});
