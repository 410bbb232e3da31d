import { ChangedFilesOutput, type InPlaceOutput, type OutputChanges } from './in-place-output.js';
import { writeServeFacts } from './write-serve-facts.js';
import type { StagedOutput } from '../output/write-output.js';
import type { WrittenSite } from '../types.js';

/**
 * The last phase: writes `_kran/serve.json` (it names the search index's files), then swaps the staged output in
 * (its leftovers are removed by the caller), or moves a build's changed files into the output folder in place.
 * Returns the changes of a build in place.
 */
export async function commitOutput(
  staged: StagedOutput,
  written: Pick<WrittenSite, 'site' | 'bundle' | 'hashedRouteMapFiles' | 'pages'>,
  inPlaceOutput: InPlaceOutput | undefined,
): Promise<OutputChanges | undefined> {
  await writeServeFacts(staged, written.site.baseUrl, {
    bundleFiles: written.bundle.hashedFiles,
    routeMapFiles: written.hashedRouteMapFiles,
  });
  if (staged instanceof ChangedFilesOutput) return staged.commitChanges(written.pages.map((page) => page.htmlFile));
  await staged.swapIn();
  await inPlaceOutput?.rememberSwapped();
  return undefined;
}
