import { hashedSearchFiles, serveFactsFile } from '../serve/serve-facts.js';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SEARCH_INDEX_DIR } from '../output/output-paths.js';
import type { StagedOutput } from '../output/write-output.js';

/** Writes what `kran serve` needs to know of the build: its base URL and the files named by their content's hash. */
export async function writeServeFacts(
  staged: StagedOutput,
  baseUrl: string,
  hashed: { bundleFiles: string[]; routeMapFiles: string[] },
): Promise<void> {
  const immutable = [
    ...hashed.bundleFiles,
    ...hashed.routeMapFiles,
    // A build that writes only changes leaves the previous search index where it is.
    ...(await hashedSearchFiles(existsSync(path.join(staged.dir, SEARCH_INDEX_DIR)) ? staged.dir : staged.outDir)),
  ];
  const facts = serveFactsFile({ baseUrl, immutable });
  await staged.write(facts.path, facts.contents);
}
