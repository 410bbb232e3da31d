import {
  buildManifest,
  ContentErrors,
  type ContentCache,
  type QuickRoutes,
  type RouteManifest,
} from '@kran/content-core';
import type { CodeTranslations } from '@kran/theme/docusaurus/Translate';
import type { SiteBuildContext } from '../build-context.js';
import { compiledConfigPath, generatedDirOf, type KranConfig } from '../config/load-config.js';
import { siteSassOptions } from '../config/sass-config.js';
import { configPartOf } from '../config/site-config-part.js';
import { siteContentTexts } from './content-texts.js';
import { typeScriptImporter } from './import-typescript.js';
import { loadSiteReactPages, type ReactPageModules } from './react-pages.js';
import { compileSiteComponents, loadSiteComponents, type SiteComponentModules } from './site-components.js';
import { siteCodeTranslations } from '../translations/code-messages.js';
import { readThemeTranslations, translateThemeConfig, withCodeMessages } from '../translations/theme-translations.js';

/** Everything the site's pages are made of. */
export interface SiteContent {
  manifest: RouteManifest;
  /** The site's React pages compiled for Node. */
  reactPageModules: ReactPageModules;
  /** The site's own components that MDX content shows, compiled for Node. */
  siteComponentModules: SiteComponentModules;
  /**
   * The config in the built locale: the navbar's and footer's words from its translation files, and `theme.messages`
   * with what its `code.json` translates. The theme is made from this one.
   */
  config: KranConfig;
  /** The built locale's messages of the site's code, which its pages import `@docusaurus/Translate` for. */
  codeTranslations: CodeTranslations;
}

/**
 * Reads the content into a route manifest (content-core; the theme's part of the config is checked with it),
 * compiles the React pages, which name their titles, and the components MDX content shows (into the generated folder
 * of the `locale` named to the build), and loads both into the build's context.
 */
export async function loadContent(
  siteDir: string,
  config: KranConfig,
  context: SiteBuildContext,
  cache?: ContentCache,
  quickRoutes?: QuickRoutes,
  locale?: string,
): Promise<SiteContent> {
  // Problems in the theme's translation files are reported with the content's, in one round.
  const translations = await readThemeTranslations(siteDir, config, context.theme).catch((error: unknown) => {
    if (error instanceof ContentErrors) return error;
    throw error;
  });
  const read = await buildManifest({
    siteDir,
    config,
    configPart: configPartOf(context.theme, siteDir),
    configModule: compiledConfigPath(siteDir),
    importTypeScript: typeScriptImporter(siteDir),
    textsFor: siteContentTexts(
      translations instanceof ContentErrors ? config : withCodeMessages(config, translations),
      context.theme,
    ),
    ...(cache ? { cache } : {}),
    ...(quickRoutes ? { quickRoutes } : {}),
  }).catch((error: unknown) => {
    if (translations instanceof ContentErrors && error instanceof ContentErrors)
      throw new ContentErrors([...translations.errors, ...error.errors]);
    throw error;
  });
  if (translations instanceof ContentErrors) throw translations;
  const translatedConfig = translateThemeConfig(config, translations);
  const manifest = { ...read, warnings: [...read.warnings, ...translations.warnings] };
  const generatedDir = generatedDirOf(siteDir, locale);
  const sass = siteSassOptions(siteDir, config.sass);
  const codeTranslations = siteCodeTranslations(translations.code);
  const withReactPages = await loadSiteReactPages(
    siteDir,
    generatedDir,
    manifest,
    context.reactPages,
    sass,
    codeTranslations,
  );
  const siteComponentModules = await compileSiteComponents(siteDir, generatedDir, manifest, sass, codeTranslations);
  await loadSiteComponents(siteComponentModules, context.siteComponents);
  return {
    manifest: withReactPages.manifest,
    reactPageModules: withReactPages.modules,
    siteComponentModules,
    config: translatedConfig,
    codeTranslations,
  };
}
