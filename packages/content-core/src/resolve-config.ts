import { resolveLinkLanguages, type ResolvedLinkLanguages } from './markdown/link-languages.js';
import type { PluginKey } from './markdown/markdown-plugins.js';
import { resolveLocale } from './resolve-locale.js';
import type { BlogInstanceConfig, DocsInstanceConfig, DocsVersionOptions, SiteConfig } from './config.js';
import type { DocVersionInfo, SiteMetadata } from './types.js';

export interface ResolvedBlogConfig extends Required<
  Omit<BlogInstanceConfig, 'authorsMapPath' | 'title' | 'description' | 'sidebarTitle' | PluginKey>
> {
  sidebarTitle?: string;
  title: string;
  description: string;
  /** authors.yml relative to the site root. */
  authorsFile: string;
}

export type ResolvedDocsConfig = Required<
  Omit<DocsInstanceConfig, 'editUrl' | 'sidebars' | 'sidebarPath' | PluginKey | keyof DocsVersionOptions>
> &
  Pick<DocsInstanceConfig, 'editUrl' | 'sidebars' | 'sidebarPath'> & {
    /** The version these settings build (`current` unless loadDocsVersions made them), as its docs show it. */
    version: DocVersionInfo;
    /** URL path of the version below routeBasePath; empty for the docs root. */
    versionPath: string;
  };

export interface ResolvedConfig {
  site: Omit<SiteMetadata, 'docPaths' | 'docSidebarPaths' | 'docSidebars' | 'docVersions'>;
  blogs: ResolvedBlogConfig[];
  docs: ResolvedDocsConfig[];
  pagesPath?: string;
  staticDir: string;
  onBrokenMarkdownLinks: 'throw' | 'warn' | 'ignore';
  onDuplicateRoutes: 'throw' | 'warn' | 'ignore';
  isHtmlTrusted: boolean;
  linkLanguages: ResolvedLinkLanguages;
}

/** Fills in the defaults Docusaurus uses for everything a site config leaves out. */
export function resolveConfig(config: SiteConfig): ResolvedConfig {
  const url = config.url.replace(/\/+$/, '');
  const locale = resolveLocale(config.locale);
  const baseUrl = `/${(config.baseUrl ?? '/').split('/').filter(Boolean).join('/')}/`.replace(/^\/\/$/, '/');
  return {
    site: {
      title: config.title,
      tagline: config.tagline ?? '',
      url,
      baseUrl,
      ...(config.favicon ? { favicon: config.favicon } : {}),
      locale,
      trailingSlash: config.trailingSlash ?? false,
      tableOfContents: config.tableOfContents ?? { minHeadingLevel: 2, maxHeadingLevel: 3 },
      onBrokenLinks: config.onBrokenLinks ?? 'throw',
      // Docusaurus 3's default, which keeps sites of Docusaurus 2 (which never checked anchors) building.
      onBrokenAnchors: config.onBrokenAnchors ?? 'warn',
      baseUrlIssueBanner: config.baseUrlIssueBanner ?? true,
    },
    blogs: (config.blogs ?? []).map((blog) => ({
      id: blog.id,
      path: blog.path,
      routeBasePath: blog.routeBasePath,
      title: blog.title ?? 'Blog',
      description: blog.description ?? 'Blog',
      postsPerPage: blog.postsPerPage ?? 10,
      showReadingTime: blog.showReadingTime ?? true,
      sidebarCount: blog.sidebarCount ?? 5,
      ...(blog.sidebarTitle ? { sidebarTitle: blog.sidebarTitle } : {}),
      authorsFile: `${blog.path.replace(/\/+$/, '')}/${blog.authorsMapPath ?? 'authors.yml'}`,
    })),
    docs: (config.docs ?? []).map(resolveDocs),
    ...(config.pages === false ? {} : { pagesPath: config.pages?.path ?? 'pages' }),
    staticDir: config.staticDir ?? 'static',
    onBrokenMarkdownLinks: config.onBrokenMarkdownLinks ?? 'warn',
    onDuplicateRoutes: config.onDuplicateRoutes ?? 'warn',
    isHtmlTrusted: config.markdown?.trustedHtml ?? false,
    linkLanguages: resolveLinkLanguages(config.markdown?.linkLanguages, { url, baseUrl, locale: locale.code }),
  };
}

// With one version, `current` is the latest and lives at the docs root, labelled Next, as in Docusaurus; the
// versions a versions file adds are made from these settings by loadDocsVersions.
function resolveDocs(config: DocsInstanceConfig): ResolvedDocsConfig {
  // The plugins are functions: they stay out of the resolved settings, which are sent to workers and serialised.
  const { versions, lastVersion, onlyIncludeVersions, includeCurrentVersion, ...withPlugins } = config;
  const { beforeDefaultRemarkPlugins, remarkPlugins, rehypePlugins, ...docs } = withPlugins;
  const current = versions?.current ?? {};
  return {
    ...docs,
    version: {
      name: 'current',
      label: current.label ?? 'Next',
      isLatest: true,
      banner: current.banner ?? 'none',
      badge: current.badge ?? false,
    },
    versionPath: current.path ?? '',
  };
}
