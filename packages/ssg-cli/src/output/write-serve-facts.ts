import { hashedSearchFiles, serveFactsFile } from '../serve/serve-facts.js';
import { ROUTE_DATA_DIR } from './output-paths.js';
import type { StagedOutput } from './write-output.js';

/** Writes what `kran serve` needs to know of the build: its base URL and the files named by their content's hash. */
export async function writeServeFacts(
  staged: StagedOutput,
  baseUrl: string,
  hashed: { bundleFiles: string[]; routeMapFiles: string[] },
): Promise<void> {
  const immutable = [
    ...hashed.bundleFiles,
    ROUTE_DATA_DIR,
    ...hashed.routeMapFiles,
    ...(await hashedSearchFiles(staged.dir)),
  ];
  const facts = serveFactsFile({ baseUrl, immutable });
  await staged.write(facts.path, facts.contents);
}
