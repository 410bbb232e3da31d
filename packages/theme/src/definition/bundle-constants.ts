import { LOCALE_DROPDOWN_FLAG } from '../components/Navbar/LocaleDropdown/bundle-flag.js';
import { DEFAULT_I18N_FLAG } from '../i18n/default-i18n-flag.js';
import type { SiteShell } from '../types.js';

/** The constants a site's browser bundle folds in (the definition's bundleConstants). */
export function bundleConstants(shell: SiteShell): Readonly<Record<string, boolean>> {
  return {
    [LOCALE_DROPDOWN_FLAG]: shell.navbar.items.some((item) => item.type === 'localeDropdown'),
    // Every component of a site's app is below its I18nProvider: the German default texts stay out.
    [DEFAULT_I18N_FLAG]: false,
  };
}
