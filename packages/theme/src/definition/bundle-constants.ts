import { LOCALE_DROPDOWN_FLAG } from '../components/Navbar/LocaleDropdown/bundle-flag.js';
import type { SiteShell } from '../types.js';

/** The constants a site's browser bundle folds in (the definition's bundleConstants). */
export function bundleConstants(shell: SiteShell): Readonly<Record<string, boolean>> {
  return { [LOCALE_DROPDOWN_FLAG]: shell.navbar.items.some((item) => item.type === 'localeDropdown') };
}
