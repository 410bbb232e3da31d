export { buildManifest } from './build-manifest.js';
export type { BuildManifestOptions } from './build-manifest.js';
export type { ContentTexts } from './content-texts.js';
export type { ImportTypeScript } from './sidebars/load-sidebars.js';
export { ContentCache, type PersistableEntries } from './cache.js';
export { QuickRoutes } from './quick-routes.js';
export type {
  BlogInstanceConfig,
  DocsInstanceConfig,
  DocsVersionConfig,
  LinkLanguagesConfig,
  PagesConfig,
  SidebarCategoriesShorthand,
  SidebarCategoryLinkConfig,
  SidebarItemConfig,
  SidebarsConfig,
  SiteConfig,
} from './config.js';
export type { MarkdownPlugin, MarkdownPluginsConfig } from './markdown/markdown-plugins.js';
export { ConfigSource } from './config-source.js';
export type { ConfigPath } from './config-outline.js';
export type { ConfigKeySchema, ConfigPart, ConfigPlace, ConfigProblem, DocsTargets } from './config-part.js';
export { editDistance } from './edit-distance.js';
export { ContentError, ContentErrors, formatLocation, formatProblem } from './errors.js';
export { isExternalUrl } from './is-external-url.js';
export { COMPONENT_TAG as MDX_COMPONENT_TAG } from './markdown/mdx/mdx-nodes.js';
export type { ContentWarning, SourceLocation } from './errors.js';
// The manifest's types, with the routes and their parts, which the contract defines.
export type * from './types.js';
