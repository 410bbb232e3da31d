/** One language of the site, as its pages and the navbar's locale dropdown name it. */
export interface SiteLocale {
  /** The locale's name in the config: `de`, `pt-BR`. */
  code: string;
  /** How the language names itself: `Deutsch`. */
  label: string;
  direction: 'ltr' | 'rtl';
  /** The BCP 47 tag of `<html lang>` and `hreflang`: the code unless the config sets it (`de-DE`). */
  htmlLang: string;
  /** The locale's folder of translations below `i18n.path`: its code unless the config sets `path` (`arabic`). */
  path: string;
  /** The calendar dates are written in: `gregory` unless the config sets another. */
  calendar: string;
  /** The base URL of the locale's pages: the site's for the default locale, `/de/` (below it) for another. */
  baseUrl: string;
  /** The URL (origin) of the locale's pages: the site's unless the config gives the locale one. */
  url: string;
}
