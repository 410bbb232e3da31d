import { isExternalUrl } from './is-external-url.js';

export interface BaseUrlOptions {
  /** Prepends the site's URL too. */
  absolute?: boolean;
  /** Prepends the base URL even to a path that already starts with it. */
  forcePrependBaseUrl?: boolean;
}

/** Where a site is served: its origin (`https://podman.io`, for absolute URLs) and the path below it (`/handbuch/`). */
export interface SiteLocation {
  url?: string;
  baseUrl: string;
}

/**
 * A site path under the site's base URL, as Docusaurus's `useBaseUrl` gives it: `/img/x.png` and `img/x.png` become
 * `/handbuch/img/x.png`; a path already starting with the base URL, an absolute URL, an anchor or a data URL is kept.
 */
export function withBaseUrl(url: string, site: SiteLocation, options: BaseUrlOptions = {}): string {
  if (url === '' || url.startsWith('#') || isExternalUrl(url)) return url;
  const origin = options.absolute ? (site.url ?? '') : '';
  if (options.forcePrependBaseUrl) return `${origin}${site.baseUrl}${url.replace(/^\//, '')}`;
  if (url === site.baseUrl.replace(/\/$/, '')) return `${origin}${site.baseUrl}`;
  if (url.startsWith(site.baseUrl)) return `${origin}${url}`;
  return `${origin}${site.baseUrl}${url.replace(/^\//, '')}`;
}

/** The site path of a path written with the base URL (`/handbuch/docs` -> `/docs`); any other path is kept. */
export function withoutBaseUrl(path: string, baseUrl: string): string {
  return baseUrl !== '/' && path.startsWith(baseUrl) ? `/${path.slice(baseUrl.length)}` : path;
}
