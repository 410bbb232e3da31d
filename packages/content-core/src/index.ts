export { buildManifest } from './manifest/build-manifest.js';
export type { BuildManifestOptions } from './manifest/build-manifest.js';
export type { ContentTexts } from './content-texts.js';
export type { ImportTypeScript } from './sidebars/load-sidebars.js';
export { ContentCache, type PersistableEntries } from './cache/cache.js';
export { QuickRoutes } from './manifest/quick-routes.js';
export type {
  BlogInstanceConfig,
  DocsInstanceConfig,
  DocsVersionConfig,
  I18nConfig,
  LinkLanguagesConfig,
  LocaleConfig,
  PagesConfig,
  ProblemHandling,
  SidebarCategoriesShorthand,
  SidebarCategoryLinkConfig,
  SidebarItemConfig,
  SidebarsConfig,
  SiteConfig,
} from './config/config.js';
export type { MarkdownPlugin, MarkdownPluginsConfig } from './markdown/plugins/markdown-plugins.js';
export { ConfigSource } from './config/config-source.js';
export { resolveLocales, type ResolvedLocales } from './config/resolve-locale.js';
export { SITE_CONFIG_KEYS } from './config/site-config-key-tree.js';
export type { ConfigPath } from './config/config-outline.js';
export type { ConfigKeySchema, ConfigPart, ConfigPlace, ConfigProblem, DocsTargets } from './config-part.js';
export { editDistance } from './errors/edit-distance.js';
export { ContentError, ContentErrors, formatLocation, formatProblem } from './errors/errors.js';
export { isExternalUrl } from './is-external-url.js';
export { COMPONENT_TAG as MDX_COMPONENT_TAG } from './markdown/mdx/mdx-nodes.js';
export type { ContentWarning, SourceLocation } from './errors/errors.js';
// The manifest's types, with the routes and their parts, which the contract defines.
export type * from './types.js';
export { TranslatableTexts } from './translations/translatable-texts.js';
export type { TranslationEntries, TranslationEntry, TranslationFile } from './translations/translation-file.js';
export { readTranslationFiles } from './translations/read-translation-file.js';
export { mergeTranslationEntries } from './translations/merge-translation-entries.js';
export {
  blogTranslationFile,
  codeTranslationFile,
  docsVersionTranslationFile,
  themeTranslationFile,
} from './translations/plugin-translation-files.js';
