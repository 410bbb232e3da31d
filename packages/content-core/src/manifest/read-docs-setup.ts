import { existsSync } from 'node:fs';
import type { ContentCache } from '../cache/cache.js';
import type { ResolvedDocsConfig } from '../config/resolve-config.js';
import { loadDocsVersions, type DocsVersionEntry } from '../docs-versions/load-docs-versions.js';
import type { Problems } from '../errors/problems.js';
import { loadSidebarsSource, type ImportTypeScript, type SidebarsSource } from '../sidebars/load-sidebars.js';
import { normalizeSidebars } from '../sidebars/normalize-sidebars.js';
import type { SidebarItems } from '../sidebars/sidebar-items.js';
import type { CheckedSite } from './check-site-config.js';
import { readDocsTranslations, translateDocsVersion } from '../translations/docs-translations.js';
import type { TranslatableTexts } from '../translations/translatable-texts.js';

/** Every version of every docs instance the site builds, each with its sidebars as written. */
export interface DocsSetup {
  versions: DocsVersionEntry[];
  /** The settings of each version, in the order of `versions`. */
  units: ResolvedDocsConfig[];
  /** Each version's sidebars file as read; undefined where it could not be. */
  sidebarSources: (SidebarsSource | undefined)[];
  /** Each version's sidebars in Kran's shape; undefined where their shape could not be read. */
  sidebarItems: (SidebarItems | undefined)[];
  /** Each version's translatable texts, read from its `current.json` or `version-<name>.json` of the built locale. */
  translations: TranslatableTexts[];
}

/**
 * Reads the docs versions from the files beside the config and each version's sidebars file. A sidebar of a shape
 * Kran cannot read is reported with the content's problems, and not resolved.
 */
export async function readDocsSetup(
  site: CheckedSite,
  options: { siteDir: string; importTypeScript?: ImportTypeScript },
  context: { cache: ContentCache; problems: Problems },
): Promise<DocsSetup> {
  const { siteDir } = options;
  const { cache, problems } = context;
  const written = await loadDocsVersions(site.resolved.docs, site.config.docs ?? [], {
    siteDir,
    source: site.configSource,
    problems,
  });
  const translations = await readDocsTranslations(
    written.map((entry) => entry.docs),
    { siteDir, translationsDir: site.resolved.translationsDir, problems },
  );
  const versions = written.map((entry, index) => ({
    ...entry,
    docs: translateDocsVersion(entry.docs, translations[index]!),
  }));
  const units = versions.map((entry) => entry.docs);
  const sidebarSources = await Promise.all(
    units.map((docs) =>
      loadSidebarsSource(docs, {
        siteDir,
        configSource: site.configSource,
        readText: (file) => (existsSync(file) ? cache.readText(file) : undefined),
        ...(options.importTypeScript ? { importTypeScript: options.importTypeScript } : {}),
        problems,
      }),
    ),
  );
  const sidebarItems = sidebarSources.map(
    (loaded) => loaded && normalizeSidebars(loaded.sidebars, loaded.source, problems),
  );
  return { versions, units, sidebarSources, sidebarItems, translations };
}
