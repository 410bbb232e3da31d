import { EACH_NAME, keySchemaOf, type ConfigKeyTree } from '@kran/contract';
import type { MarkdownPluginsConfig } from '../markdown/plugins/markdown-plugins.js';
import type { SiteConfig } from './config.js';

const MARKDOWN_PLUGINS: ConfigKeyTree<MarkdownPluginsConfig> = {
  beforeDefaultRemarkPlugins: true,
  remarkPlugins: true,
  rehypePlugins: true,
};

/**
 * The keys of content-core's part of the site config at every level, held to SiteConfig by the compiler: the type
 * site.config.ts is written against is the one schema, and the config check accepts the keys it names.
 */
export const SITE_CONFIG_KEY_TREE: ConfigKeyTree<SiteConfig> = {
  title: true,
  tagline: true,
  url: true,
  baseUrl: true,
  favicon: true,
  image: true,
  stylesheets: true,
  scripts: true,
  headTags: true,
  locale: { code: true, label: true, direction: true, htmlLang: true, calendar: true },
  i18n: {
    defaultLocale: true,
    locales: true,
    path: true,
    localeConfigs: {
      [EACH_NAME]: {
        label: true,
        direction: true,
        htmlLang: true,
        calendar: true,
        path: true,
        baseUrl: true,
        url: true,
      },
    },
  },
  trailingSlash: true,
  tableOfContents: { minHeadingLevel: true, maxHeadingLevel: true },
  search: { shardSize: true },
  blogs: {
    id: true,
    path: true,
    routeBasePath: true,
    title: true,
    description: true,
    postsPerPage: true,
    showReadingTime: true,
    sidebarTitle: true,
    sidebarCount: true,
    sidebarGroupByYear: true,
    authorsMapPath: true,
    tagsBasePath: true,
    authorsBasePath: true,
    archiveBasePath: true,
    pageBasePath: true,
    tags: true,
    editUrl: true,
    onUntruncatedBlogPosts: true,
    onInlineTags: true,
    onInlineAuthors: true,
    ...MARKDOWN_PLUGINS,
  },
  docs: {
    id: true,
    path: true,
    routeBasePath: true,
    sidebars: true,
    sidebarPath: true,
    editUrl: true,
    breadcrumbs: true,
    sidebarCollapsed: true,
    versions: { '*': { label: true, path: true, banner: true, badge: true } },
    lastVersion: true,
    onlyIncludeVersions: true,
    includeCurrentVersion: true,
    tagsBasePath: true,
    tags: true,
    onInlineTags: true,
    ...MARKDOWN_PLUGINS,
  },
  pages: { path: true, ...MARKDOWN_PLUGINS },
  staticDir: true,
  customCss: true,
  onBrokenLinks: true,
  onBrokenMarkdownLinks: true,
  onBrokenAnchors: true,
  onDuplicateRoutes: true,
  markdown: { trustedHtml: true, linkLanguages: { default: true, byUrl: true }, mdxComponents: true, rawImports: true },
  baseUrlIssueBanner: true,
  customFields: true,
  titleDelimiter: true,
  organizationName: true,
  projectName: true,
  docusaurusVersion: true,
};

/** The keys of content-core's part of the site config at every level, as a config check (and `kran migrate`) reads them. */
export const SITE_CONFIG_KEYS = keySchemaOf(SITE_CONFIG_KEY_TREE);
