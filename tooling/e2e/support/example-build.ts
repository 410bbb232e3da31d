import path from 'node:path';

/** The example site's build, served at the root; inside this package, so that runs in other checkouts keep theirs. */
export const exampleBuildDir = path.resolve(import.meta.dirname, '../e2e-artifacts/example-build');

/** A second build of the example site for the base URL /example/; the specs that need it serve it themselves (support/kran-serve.ts). */
export const exampleSubPathBuildDir = `${exampleBuildDir}-example`;
