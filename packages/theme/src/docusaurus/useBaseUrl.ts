import { isExternalUrl } from '@kran/runtime';
import { useSiteShell } from '../site-context.js';

export interface BaseUrlOptions {
  /** Prepends the site's URL too. */
  absolute?: boolean;
  /** Prepends the base URL even to a path that already starts with it. */
  forcePrependBaseUrl?: boolean;
}

/** A site path under the site's base URL, as Docusaurus's `useBaseUrl`: `/img/x.png` -> `/docs-site/img/x.png`. */
export default function useBaseUrl(url: string, options: BaseUrlOptions = {}): string {
  const { baseUrl, url: siteUrl = '' } = useSiteShell();
  return withBaseUrl(url, baseUrl, options.absolute ? siteUrl : '', options.forcePrependBaseUrl ?? false);
}

export function withBaseUrl(url: string, baseUrl: string, siteUrl: string, force: boolean): string {
  if (url === '' || url.startsWith('#') || isExternalUrl(url) || url.startsWith('data:')) return url;
  if (!force && url.startsWith(baseUrl)) return `${siteUrl}${url}`;
  return `${siteUrl}${baseUrl}${url.replace(/^\//, '')}`;
}
