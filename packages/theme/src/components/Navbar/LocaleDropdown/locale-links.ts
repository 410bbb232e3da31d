import type { LocaleTwins, SiteLocale } from '../../../types.js';

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
 * Each locale's link to the page shown: its twin there (`twins`, the page's route data) where it has one elsewhere
 * than at the same path, the locale's home where it has none, else, as Docusaurus's locale dropdown always makes it,
 * the page's path without the current locale's base URL, below the other locale's. A link to a page keeps the query
 * and hash; every link gets `?<queryString>=<code>` when given, and the locale's URL in front when its pages live on
 * another host than the current locale's.
 */
export function localeLinksOf(
  {
    locales,
    currentLocale,
    queryString,
  }: { locales: readonly SiteLocale[]; currentLocale: string; queryString?: string },
  { path, search, hash }: BrowserPlace,
  twins: LocaleTwins = {},
): LocaleLink[] {
  const current = locales.find((locale) => locale.code === currentLocale);
  const pagePath = pathInLocale(path, current?.baseUrl ?? '/');
  return locales.map((locale) => {
    const twin = locale.code in twins ? (twins[locale.code] ?? null) : undefined;
    const query = new URLSearchParams(twin === null ? '' : search);
    if (queryString) query.set(queryString, locale.code);
    const queryPart = query.size > 0 ? `?${query.toString()}` : '';
    const origin = current && locale.url !== current.url ? locale.url : '';
    const target =
      twin === null ? queryPart : `${twin === undefined ? pagePath : twin.replace(/^\//, '')}${queryPart}${hash}`;
    return {
      code: locale.code,
      label: locale.label,
      htmlLang: locale.htmlLang,
      href: `${origin}${locale.baseUrl}${target}`,
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
