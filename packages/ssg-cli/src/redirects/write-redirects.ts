import type { StagedOutput } from '../output/write-output.js';
import type { ClientRedirect } from './collect-redirects.js';
import { redirectFileOf, redirectPageHtml, redirectUrl } from './redirect-page.js';

/** Writes a page for each redirect into the staging folder; returns their paths, relative to the output root. */
export async function writeRedirectPages(
  redirects: ClientRedirect[],
  site: { baseUrl: string; trailingSlash?: boolean },
  staged: Pick<StagedOutput, 'write'>,
): Promise<string[]> {
  const files: string[] = [];
  for (const { from, to } of redirects) {
    const file = redirectFileOf(from, site.trailingSlash);
    await staged.write(file, redirectPageHtml(redirectUrl(site.baseUrl, to)));
    files.push(file);
  }
  return files;
}
