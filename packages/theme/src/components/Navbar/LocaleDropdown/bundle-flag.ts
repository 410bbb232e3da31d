declare global {
  /**
   * False in the browser bundle of a site whose navbar has no locale dropdown (the theme definition's
   * bundleConstants), so that its code is left out there; undefined where the theme runs unbundled (prerendering,
   * tests, stories), which shows the dropdown.
   */
  var __KRAN_LOCALE_DROPDOWN__: boolean | undefined;
}

/** The name of the constant that says whether a site's bundle holds the locale dropdown. */
export const LOCALE_DROPDOWN_FLAG = '__KRAN_LOCALE_DROPDOWN__';
