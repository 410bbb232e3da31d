import type { ConfigSource, RouteManifest } from '@kran/content-core';
import type { RenderedPage } from '../render/render-cache.js';
import { BrokenLinksError } from './broken-links-error.js';
import { findBrokenLinks, type PageLinks } from './check-links.js';
import { LinkSources } from './link-sources.js';
import { locateBrokenLinks, type BrokenLink } from './locate-broken-links.js';

export interface SiteLinksInput {
  pages: RenderedPage[];
  /** Every file written, relative to the output root. */
  files: ReadonlySet<string>;
  manifest: Pick<RouteManifest, 'site' | 'routes' | 'sourceLinks'>;
  configSource: ConfigSource;
}

/**
 * Checks the links of the rendered pages and reports each broken one once, where it is written; fails with
 * BrokenLinksError when the site config says `onBrokenLinks: 'throw'`.
 */
export function checkSiteLinks({ pages, files, manifest, configSource }: SiteLinksInput): BrokenLink[] {
  const { baseUrl, onBrokenLinks } = manifest.site;
  const checked = pages.flatMap((page): PageLinks[] => (page.links ? [page.links] : []));
  const broken = findBrokenLinks(checked, files, baseUrl);
  if (broken.length === 0) return [];
  const brokenLinks = locateBrokenLinks(broken, {
    sources: new LinkSources(manifest),
    configSource,
    baseUrl,
    idsOfPage: new Map(checked.map((page) => [page.path, page.ids])),
    files,
  });
  if (onBrokenLinks === 'throw') throw new BrokenLinksError(brokenLinks);
  return brokenLinks;
}
