import type { SiteMetadata } from '@kran/content-core';

/** The absolute URL of a route path on the site, as canonical links, feeds and the sitemap give it. */
export function canonicalUrl(site: Pick<SiteMetadata, 'url' | 'baseUrl'>, routePath: string): string {
  return site.url + (routePath === '/' ? site.baseUrl : joinUrl(site.baseUrl, routePath));
}

export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
}
