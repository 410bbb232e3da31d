import path from 'node:path';

/** The repository root, from tooling/e2e/support. */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The `kran` command, as `pnpm build` leaves it. */
export const kranCli = path.join(repoRoot, 'packages/ssg-cli/dist/cli.js');

/** The German Podman site, which the project `podman-de` tests in its own build/. */
export const podmanSiteDir = path.join(repoRoot, 'sites/podman-de');

/** The example site, which the suite builds itself (support/example-build.ts). */
export const exampleSiteDir = path.join(repoRoot, 'sites/example');
