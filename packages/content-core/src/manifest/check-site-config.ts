import { checkConfigValues } from '../config/check-config.js';
import { reportPartProblems } from './report-part-problems.js';
import { checkPluginLists } from '../config/check-plugins.js';
import type { SiteConfig } from '../config/config.js';
import { checkConfigKeys } from '../config/config-keys.js';
import { ConfigSource } from '../config/config-source.js';
import { resolveConfig, siteLocalesOf, type ResolvedConfig } from '../config/resolve-config.js';
import type { ConfigPart } from '../config-part.js';
import { DOCUSAURUS_CONTENT_TEXTS, type ContentTexts } from '../content-texts.js';
import { ContentErrors } from '../errors/errors.js';
import type { Problems } from '../errors/problems.js';
import { readOptionalFile } from '../loading/collect-files.js';
import { sitePlugins, type SitePlugins } from '../markdown/plugins/site-plugins.js';

/** The site's config, checked against its text and resolved, with what every later step reads of it. */
export interface CheckedSite {
  config: SiteConfig;
  resolved: ResolvedConfig;
  /** The config file's text, to find a problem's line and column in. */
  configSource: ConfigSource;
  /** The words content-core writes into pages, in the site's language. */
  texts: ContentTexts;
  plugins: SitePlugins;
}

export interface CheckSiteConfigOptions {
  siteDir: string;
  config: SiteConfig;
  configFile?: string;
  configPart?: ConfigPart;
  textsFor?: (locale: string) => ContentTexts;
}

/**
 * Resolves the config and checks its keys, values (the config part's too, those that do not depend on the content)
 * and plugin lists, reporting into `problems`; throws when a plugin list holds something that is not a plugin, as
 * no file can be read with it.
 */
export async function checkSiteConfig(options: CheckSiteConfigOptions, problems: Problems): Promise<CheckedSite> {
  const { siteDir, config } = options;
  const configFile = options.configFile ?? 'site.config.ts';
  const locales = siteLocalesOf(config);
  const texts = options.textsFor?.(locales.locale.code) ?? DOCUSAURUS_CONTENT_TEXTS;
  const resolved = resolveConfig(config, texts, locales);
  const configText = await readOptionalFile(siteDir, configFile);
  const configSource = new ConfigSource(configFile, configText);
  const plugins = sitePlugins(config, configText, siteDir);
  checkConfigKeys(config, configSource, problems, options.configPart?.keys);
  checkConfigValues(config, configSource, problems);
  reportPartProblems(options.configPart?.checkWithoutContent?.(config), configSource, problems);
  if (!checkPluginLists(config, configSource, problems)) throw new ContentErrors(problems.errors);
  return { config, resolved, configSource, texts, plugins };
}
