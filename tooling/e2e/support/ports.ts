import { portFromEnv } from '@kran/vitest-config/free-port';

// Imported first by playwright.config.ts: the ports are chosen before any module reads them, and the workers
// Playwright starts inherit them through the environment.

/** Port of the server for sites/podman-de. */
export const podmanPort = await portFromEnv('E2E_PORT');

/** Port of the server for sites/example, which the suite builds itself. */
export const examplePort = await portFromEnv('E2E_EXAMPLE_PORT');
