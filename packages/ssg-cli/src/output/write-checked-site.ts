import type { BuildOptions } from '../build.js';
import { BrokenLinksError } from '../links/broken-links-error.js';
import { findBrokenLinks, type BrokenLink } from '../links/check-links.js';
import type { RenderedPage } from '../render/render-cache.js';
import type { StagedOutput } from './write-output.js';
import { writeSite, type Timed, type WrittenSite } from './write-site.js';

/** The written site after its link check. */
export interface CheckedSite extends Omit<WrittenSite, 'pages'> {
  /** Links that point at nothing, when the site only warns about them. */
  brokenLinks: BrokenLink[];
  /** The written pages, kept only for a render cache to remember. */
  pages: RenderedPage[];
}

/** Writes the site into the staging folder and checks its links; fails with BrokenLinksError when the site config says so. */
export async function writeCheckedSite(options: BuildOptions & { siteDir: string }, staged: StagedOutput, timed: Timed, searchSourceDir?: string): Promise<CheckedSite> {
  const { pages, ...written } = await writeSite(options, staged, timed, searchSourceDir);
  const { site, files } = written;
  const pageLinks = pages.flatMap((page) => (page.links ? [page.links] : []));
  const brokenLinks = site.onBrokenLinks === 'ignore' ? [] : await timed('links', () => findBrokenLinks(pageLinks, files, site.baseUrl));
  if (brokenLinks.length > 0 && site.onBrokenLinks === 'throw') throw new BrokenLinksError(brokenLinks);
  return { ...written, brokenLinks, pages: options.renderCache ? pages : [] };
}
