import { applyBuiltLocale } from './built-locale.js';
import { resolveCustomCss } from './custom-css.js';
import { loadConfig, type KranConfig } from './load-config.js';
import { checkOneReact } from './one-react.js';
import type { ThemeDefinition } from '@kran/theme/definition';
import { loadThemePackage } from './theme-package.js';

/** The site's config as a build uses it. */
export interface BuildConfig {
  config: KranConfig;
  /** The absolute paths of the site's own stylesheets. */
  customCss: string[];
  /** The theme the config names. */
  theme: ThemeDefinition;
  /** The module of the theme's definition, for worker threads; none for the default theme. */
  themeModule?: string;
}

/**
 * Loads site.config.ts and the theme it names, after checking that the site and Kran share one React; a base URL
 * given to the build wins over the config's, the locale given picks the one built, and customCss must name CSS files.
 * `loaded`: the config as the caller loaded it and made it the build's already (base URL and built locale applied).
 */
export async function loadBuildConfig(
  siteDir: string,
  { baseUrl, locale }: { baseUrl?: string; locale?: string } = {},
  loaded?: KranConfig,
): Promise<BuildConfig> {
  const config = loaded ?? builtConfig(await loadConfig(siteDir), { baseUrl, locale });
  checkOneReact(siteDir);
  const { theme, module: themeModule } = await loadThemePackage(siteDir, config.theme?.package);
  return {
    config,
    customCss: resolveCustomCss(siteDir, config.customCss),
    theme,
    ...(themeModule ? { themeModule } : {}),
  };
}

/** The config of the build the base URL and locale given to it name. */
function builtConfig(config: KranConfig, { baseUrl, locale }: { baseUrl?: string; locale?: string }): KranConfig {
  if (baseUrl !== undefined) config.baseUrl = baseUrl;
  applyBuiltLocale(config, locale);
  return config;
}
