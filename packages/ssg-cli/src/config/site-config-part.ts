import { configPartKeysOf, joinConfigKeys } from '@kran/contract';
import type { ConfigPart } from '@kran/content-core';
import type { ThemeDefinition } from '@kran/theme/definition';
import { customCssProblems } from './custom-css.js';
import type { KranConfig, ThemePackageConfig } from './load-config.js';
import { themePartProblems } from './theme-part-problems.js';

const THEME_PACKAGE_KEYS = configPartKeysOf<ThemePackageConfig>({ theme: { package: true } });

/**
 * The part of the config content-core checks with the content for ssg-cli: the theme's keys with `theme.package`,
 * which ssg-cli reads to find the theme, and the theme's checks with ssg-cli's of what the config names in the site
 * folder (overrides, message keys, customCss). So one build reports every problem of the config.
 */
export function configPartOf(theme: ThemeDefinition, siteDir: string): ConfigPart {
  return {
    keys: joinConfigKeys(theme.config.keys, THEME_PACKAGE_KEYS),
    check: (config: KranConfig, docs) => theme.config.check(config, docs),
    checkWithoutContent: (config: KranConfig) => [
      ...theme.config.checkWithoutContent(config),
      ...themePartProblems(config, siteDir, theme),
      ...customCssProblems(siteDir, config.customCss),
    ],
  };
}
