import type { SiteMetadata } from '@kran/content-core';
import type { RenderedPage } from '../render/render-cache.js';
import { BrokenLinksError } from './broken-links-error.js';
import { findBrokenLinks, type BrokenLink } from './check-links.js';

/** The site's broken links; fails with BrokenLinksError when the site config says `onBrokenLinks: 'throw'`. */
export function checkSiteLinks(
  pages: RenderedPage[],
  files: ReadonlySet<string>,
  site: Pick<SiteMetadata, 'baseUrl' | 'onBrokenLinks'>,
): BrokenLink[] {
  const brokenLinks = findBrokenLinks(
    pages.flatMap((page) => (page.links ? [page.links] : [])),
    files,
    site.baseUrl,
  );
  if (brokenLinks.length > 0 && site.onBrokenLinks === 'throw') throw new BrokenLinksError(brokenLinks);
  return brokenLinks;
}
