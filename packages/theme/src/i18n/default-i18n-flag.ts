declare global {
  /**
   * False in the browser bundle of every site (the theme definition's bundleConstants), where each component is
   * below the site's I18nProvider: the German default texts are then left out of its scripts. Undefined where the
   * theme runs unbundled (prerendering, tests, stories), where a component rendered alone shows German.
   */
  var __KRAN_DEFAULT_I18N__: boolean | undefined;
}

/** The name of the constant that says whether a bundle holds the default texts (defaultI18n). */
export const DEFAULT_I18N_FLAG = '__KRAN_DEFAULT_I18N__';
