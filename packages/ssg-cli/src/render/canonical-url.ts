import { isExternalUrl } from '@kran/contract';
import type { SiteMetadata } from '@kran/content-core';

/** The absolute URL of a route path on the site, as canonical links, feeds and the sitemap give it. */
export function canonicalUrl(site: Pick<SiteMetadata, 'url' | 'baseUrl'>, routePath: string): string {
  return site.url + (routePath === '/' ? site.baseUrl : joinUrl(site.baseUrl, routePath));
}

/**
 * The absolute URL of a file the site serves, named as Docusaurus's `useBaseUrl(…, { absolute: true })` takes it: a
 * path below the base URL (`img/card.png` or `/img/card.png`), or an absolute URL, kept.
 */
export function siteFileUrl(site: Pick<SiteMetadata, 'url' | 'baseUrl'>, pathOrUrl: string): string {
  return isExternalUrl(pathOrUrl) ? pathOrUrl : site.url + joinUrl(site.baseUrl, pathOrUrl);
}

export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
}
