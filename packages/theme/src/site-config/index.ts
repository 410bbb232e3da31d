import { checkFooter } from './check-footer.js';
import { checkNavbar } from './check-navbar.js';
import { checkShellSettings } from './check-shell-settings.js';
import type { ThemeConfigPart } from './config-part.js';
import { THEME_CONFIG_KEYS } from './config-keys.js';

/** The theme's part of the site config: its keys and the checks of its values. */
export const themeConfigPart: ThemeConfigPart = {
  keys: THEME_CONFIG_KEYS,
  check: (config, docs) => checkNavbar(config.navbar, docs),
  checkWithoutContent: (config) => [...checkFooter(config.footer), ...checkShellSettings(config)],
};

export { toSiteShell } from './to-site-shell.js';
export type { ShellSiteFacts } from './to-site-shell.js';
export type { ConfigKeySchema, ConfigPlace, ConfigProblem, DocsTargets, ThemeConfigPart } from './config-part.js';
export type * from './theme-site-config.js';
