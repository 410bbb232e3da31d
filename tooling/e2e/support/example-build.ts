import { tmpdir } from 'node:os';
import path from 'node:path';

/** Port of the server for sites/example, which the suite builds itself. */
export const examplePort = Number(process.env.E2E_EXAMPLE_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 1000);

/** The example site's build, served at the root. */
export const exampleBuildDir = path.join(tmpdir(), `kran-e2e-example-${examplePort}`);

/** A second build of the example site for the base URL /example/; the specs that need it serve it themselves (support/kran-serve.ts). */
export const exampleSubPathBuildDir = `${exampleBuildDir}-example`;
