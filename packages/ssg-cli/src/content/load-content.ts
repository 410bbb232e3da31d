import { buildManifest, type ContentCache, type RouteManifest } from '@kran/content-core';
import path from 'node:path';
import { compiledConfigPath, GENERATED_DIR, type KranConfig } from '../config/load-config.js';
import { activeTheme, configPartOf } from '../config/theme-package.js';
import { typeScriptImporter } from './import-typescript.js';
import { loadSiteReactPages, type ReactPageModules } from './react-pages.js';

/** Everything the site's pages are made of. */
export interface SiteContent {
  manifest: RouteManifest;
  /** The site's React pages compiled for Node. */
  reactPageModules: ReactPageModules;
}

/**
 * Reads the content into a route manifest (content-core; the theme's part of the config is checked with it) and
 * compiles the React pages, which name their titles.
 */
export async function loadContent(siteDir: string, config: KranConfig, cache?: ContentCache): Promise<SiteContent> {
  const manifest = await buildManifest({
    siteDir,
    config,
    configPart: configPartOf(activeTheme()),
    configModule: compiledConfigPath(siteDir),
    importTypeScript: typeScriptImporter(siteDir),
    ...(cache ? { cache } : {}),
  });
  const withReactPages = await loadSiteReactPages(siteDir, path.join(siteDir, GENERATED_DIR), manifest);
  return { manifest: withReactPages.manifest, reactPageModules: withReactPages.modules };
}
