import {
  buildManifest,
  resolveLocales,
  type ContentCache,
  type QuickRoutes,
  type RouteManifest,
} from '@kran/content-core';
import type { CodeTranslations } from '@kran/theme/docusaurus/Translate';
import path from 'node:path';
import type { SiteBuildContext } from '../build-context.js';
import { compiledConfigPath, GENERATED_DIR, type KranConfig } from '../config/load-config.js';
import { siteSassOptions } from '../config/sass-config.js';
import { configPartOf } from '../config/site-config-part.js';
import { readCodeTranslations } from './code-translations.js';
import { siteContentTexts } from './content-texts.js';
import { typeScriptImporter } from './import-typescript.js';
import { loadSiteReactPages, type ReactPageModules } from './react-pages.js';
import { compileSiteComponents, loadSiteComponents, type SiteComponentModules } from './site-components.js';

/** Everything the site's pages are made of. */
export interface SiteContent {
  manifest: RouteManifest;
  /** The site's React pages compiled for Node. */
  reactPageModules: ReactPageModules;
  /** The site's own components that MDX content shows, compiled for Node. */
  siteComponentModules: SiteComponentModules;
  /** The built locale's messages of the site's code, which its pages import `@docusaurus/Translate` for. */
  codeTranslations: CodeTranslations;
}

/**
 * Reads the content into a route manifest (content-core; the theme's part of the config is checked with it),
 * compiles the React pages, which name their titles, and the components MDX content shows, and loads both into the
 * build's context.
 */
export async function loadContent(
  siteDir: string,
  config: KranConfig,
  context: SiteBuildContext,
  cache?: ContentCache,
  quickRoutes?: QuickRoutes,
): Promise<SiteContent> {
  const manifest = await buildManifest({
    siteDir,
    config,
    configPart: configPartOf(context.theme, siteDir),
    configModule: compiledConfigPath(siteDir),
    importTypeScript: typeScriptImporter(siteDir),
    textsFor: siteContentTexts(config, context.theme),
    ...(cache ? { cache } : {}),
    ...(quickRoutes ? { quickRoutes } : {}),
  });
  const generatedDir = path.join(siteDir, GENERATED_DIR);
  const sass = siteSassOptions(siteDir, config.sass);
  const codeTranslations = await readCodeTranslations(siteDir, resolveLocales(config).translationsDir);
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
    codeTranslations,
  };
}
