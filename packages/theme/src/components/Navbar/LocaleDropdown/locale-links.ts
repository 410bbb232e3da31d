import type { SiteLocale } from '../../../types.js';

/** One entry of the locale dropdown: the page shown, in another locale (or in the current one, marked). */
export interface LocaleLink {
  code: string;
  label: string;
  /** The BCP 47 tag of the locale's pages, for `hreflang` and `lang`. */
  htmlLang: string;
  href: string;
  isCurrent: boolean;
}

/** Where the reader is: the page's path in the browser (below the site's base URL, with it), its query and hash. */
export interface BrowserPlace {
  path: string;
  search: string;
  hash: string;
}

/**
 * Each locale's link to the page shown, as Docusaurus's locale dropdown makes it: the page's path without the current
 * locale's base URL, below the other locale's, with the query and hash kept (and `?<queryString>=<code>` when given);
 * with the locale's URL in front when its pages live on another host than the current locale's.
 */
export function localeLinksOf(
  {
    locales,
    currentLocale,
    queryString,
  }: { locales: readonly SiteLocale[]; currentLocale: string; queryString?: string },
  { path, search, hash }: BrowserPlace,
): LocaleLink[] {
  const current = locales.find((locale) => locale.code === currentLocale);
  const pagePath = pathInLocale(path, current?.baseUrl ?? '/');
  return locales.map((locale) => {
    const query = new URLSearchParams(search);
    if (queryString) query.set(queryString, locale.code);
    const queryPart = query.size > 0 ? `?${query.toString()}` : '';
    const origin = current && locale.url !== current.url ? locale.url : '';
    return {
      code: locale.code,
      label: locale.label,
      htmlLang: locale.htmlLang,
      href: `${origin}${locale.baseUrl}${pagePath}${queryPart}${hash}`,
      isCurrent: locale.code === currentLocale,
    };
  });
}

/** The path below the locale's base URL, without a leading slash: `docs/intro` for `/de/docs/intro` below `/de/`. */
function pathInLocale(path: string, baseUrl: string): string {
  if (path.startsWith(baseUrl)) return path.slice(baseUrl.length);
  // The locale's home without its trailing slash: `/de` below `/de/`.
  if (`${path}/` === baseUrl) return '';
  return path.replace(/^\/+/, '');
}
