import { resolveLinkLanguages, type ResolvedLinkLanguages } from '../markdown/links/link-languages.js';
import type { PluginKey } from '../markdown/plugins/markdown-plugins.js';
import { resolveLocales, type ResolvedLocales } from './resolve-locale.js';
import { definedEntries } from './defined-entries.js';
import { resolveMdxReading } from './mdx-components.js';
import { siteHeadTagsOf } from './site-head-tags.js';
import type { MdxReading } from '../markdown/mdx/mdx-version.js';
import { DEFAULT_TOC_LEVELS } from '../front-matter/toc-levels.js';
import type { ContentTexts } from '../content-texts.js';
import type {
  BlogInstanceConfig,
  DocsInstanceConfig,
  DocsVersionOptions,
  DocusaurusVersion,
  ProblemHandling,
  SiteConfig,
} from './config.js';
import type { DocVersionInfo, SiteHeadTag, SiteMetadata } from '../types.js';

/** Options of the checks of a blog's posts, which read the site config itself. */
type BlogChecks = 'onUntruncatedBlogPosts';

export interface ResolvedBlogConfig extends Required<
  Omit<
    BlogInstanceConfig,
    | 'authorsMapPath'
    | 'title'
    | 'description'
    | 'sidebarTitle'
    | 'editUrl'
    | 'tags'
    | 'postsPerPage'
    | 'sidebarCount'
    | BlogChecks
    | PluginKey
  >
> {
  /** Posts per list page; every post (`'ALL'`) is as many as a list can hold. */
  postsPerPage: number;
  /** Posts in the recent-posts sidebar, counted as postsPerPage is. */
  sidebarCount: number;
  /** A base URL; an editUrl function stays in the site config (functions are not sent to workers). */
  editUrl?: string;
  /** The tags file, relative to the site root; absent when the blog has none. */
  tagsFile?: string;
  sidebarTitle?: string;
  title: string;
  description: string;
  /** Title and description of the page of all tags, in the site's language. */
  tagsTitle: string;
  /** Title and description of the page of all authors, in the site's language. */
  authorsTitle: string;
  /** Title and description of the archive page, in the site's language. */
  archive: { title: string; description: string };
  /** authors.yml relative to the site root. */
  authorsFile: string;
  /** Whose blog pages it makes: Docusaurus 2's, or Docusaurus 3's (a year's posts oldest first, `/blog/authors`). */
  docusaurusVersion: DocusaurusVersion;
}

export type ResolvedDocsConfig = Required<
  Omit<
    DocsInstanceConfig,
    | 'editUrl'
    | 'sidebars'
    | 'sidebarPath'
    | 'breadcrumbs'
    | 'sidebarCollapsed'
    | 'tags'
    | PluginKey
    | keyof DocsVersionOptions
  >
> &
  Pick<DocsInstanceConfig, 'sidebars' | 'sidebarPath' | 'breadcrumbs' | 'sidebarCollapsed' | 'tags'> & {
    /** A base URL; an editUrl function stays in the site config (functions are not sent to workers). */
    editUrl?: string;
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
  /** The Docusaurus major version the content is written for (`docusaurusVersion`, 2 by default). */
  docusaurusVersion: DocusaurusVersion;
  /** How its MDX is read: as that version's MDX, with the components of `markdown.mdxComponents`. */
  mdx: MdxReading;
  /** The built locale's translations, relative to the site, as Docusaurus lays them out: `i18n/de`. */
  translationsDir: string;
}

/** The site's locales at its URL and base URL, the built one among them. */
export function siteLocalesOf(config: SiteConfig): ResolvedLocales {
  const baseUrl = `/${(config.baseUrl ?? '/').split('/').filter(Boolean).join('/')}/`.replace(/^\/\/$/, '/');
  return resolveLocales(config, { url: siteUrlOf(config), baseUrl });
}

function siteUrlOf(config: SiteConfig): string {
  return config.url.replace(/\/+$/, '');
}

/**
 * Fills in the defaults Docusaurus uses for everything a site config leaves out; the words among them (a blog's
 * title, its tags and archive pages') are `texts`, in the site's language, the built locale's of `siteLocales`
 * (siteLocalesOf).
 */
export function resolveConfig(config: SiteConfig, texts: ContentTexts, siteLocales: ResolvedLocales): ResolvedConfig {
  const url = siteUrlOf(config);
  const { locale, locales, defaultLocale, translationsDir } = siteLocales;
  const { baseUrl } = locale;
  return {
    site: {
      title: config.title,
      tagline: config.tagline ?? '',
      url,
      baseUrl,
      ...(config.favicon ? { favicon: config.favicon } : {}),
      ...(config.image ? { image: config.image } : {}),
      ...withHeadTags(siteHeadTagsOf(config)),
      locale,
      locales,
      defaultLocale,
      trailingSlash: config.trailingSlash ?? false,
      tableOfContents: { ...DEFAULT_TOC_LEVELS, ...definedEntries(config.tableOfContents ?? {}) },
      onBrokenLinks: withoutLog(config.onBrokenLinks) ?? 'throw',
      // Docusaurus 3's default, which keeps sites of Docusaurus 2 (which never checked anchors) building.
      onBrokenAnchors: config.onBrokenAnchors ?? 'warn',
      baseUrlIssueBanner: config.baseUrlIssueBanner ?? true,
      ...(config.customFields ? { customFields: config.customFields } : {}),
      ...(config.titleDelimiter !== undefined && config.titleDelimiter !== '|'
        ? { titleDelimiter: config.titleDelimiter }
        : {}),
    },
    blogs: (config.blogs ?? []).map((blog) => ({
      id: blog.id,
      path: blog.path,
      routeBasePath: blog.routeBasePath,
      title: blog.title ?? texts.blogTitle,
      description: blog.description ?? texts.blogTitle,
      tagsTitle: texts.blogTagsTitle,
      authorsTitle: texts.blogAuthorsTitle,
      archive: { title: texts.blogArchiveTitle, description: texts.blogArchiveDescription },
      postsPerPage: countOf(blog.postsPerPage, 10),
      showReadingTime: blog.showReadingTime ?? true,
      sidebarCount: countOf(blog.sidebarCount, 5),
      sidebarGroupByYear: blog.sidebarGroupByYear ?? true,
      ...(blog.sidebarTitle ? { sidebarTitle: blog.sidebarTitle } : {}),
      ...(typeof blog.editUrl === 'string' ? { editUrl: blog.editUrl } : {}),
      onInlineAuthors: blog.onInlineAuthors ?? 'ignore',
      tagsBasePath: segmentOr(blog.tagsBasePath, 'tags'),
      authorsBasePath: segmentOr(blog.authorsBasePath, 'authors'),
      archiveBasePath: blog.archiveBasePath === null ? null : segmentOr(blog.archiveBasePath, 'archive'),
      pageBasePath: segmentOr(blog.pageBasePath, 'page'),
      authorsFile: `${blog.path.replace(/\/+$/, '')}/${blog.authorsMapPath ?? 'authors.yml'}`,
      onInlineTags: blog.onInlineTags ?? 'warn',
      ...optionalEntry('tagsFile', tagsFileOf(blog)),
      docusaurusVersion: config.docusaurusVersion ?? 2,
    })),
    docs: (config.docs ?? []).map((docs) => resolveDocs(docs, texts)),
    ...(config.pages === false ? {} : { pagesPath: config.pages?.path ?? 'pages' }),
    staticDir: config.staticDir ?? 'static',
    onBrokenMarkdownLinks: withoutLog(config.onBrokenMarkdownLinks) ?? 'warn',
    onDuplicateRoutes: withoutLog(config.onDuplicateRoutes) ?? 'warn',
    isHtmlTrusted: config.markdown?.trustedHtml ?? false,
    linkLanguages: resolveLinkLanguages(config.markdown?.linkLanguages, { url, baseUrl, locale: locale.code }),
    docusaurusVersion: config.docusaurusVersion ?? 2,
    mdx: resolveMdxReading(config),
    translationsDir,
  };
}

// With one version, `current` is the latest and lives at the docs root, labelled Next in English, as in Docusaurus; the
// versions a versions file adds are made from these settings by loadDocsVersions.
function resolveDocs(config: DocsInstanceConfig, texts: ContentTexts): ResolvedDocsConfig {
  // The plugins are functions: they stay out of the resolved settings, which are sent to workers and serialised.
  const { versions, lastVersion, onlyIncludeVersions, includeCurrentVersion, ...withPlugins } = config;
  const { beforeDefaultRemarkPlugins, remarkPlugins, rehypePlugins, editUrl, ...docs } = withPlugins;
  const current = versions?.current ?? {};
  return {
    ...docs,
    onInlineTags: docs.onInlineTags ?? 'warn',
    tagsBasePath: segmentOr(docs.tagsBasePath, 'tags'),
    ...(typeof editUrl === 'string' ? { editUrl } : {}),
    version: {
      name: 'current',
      label: current.label ?? texts.docsCurrentVersion,
      isLatest: true,
      banner: current.banner ?? 'none',
      badge: current.badge ?? false,
    },
    versionPath: current.path ?? '',
  };
}

/** The tags file of a blog or docs folder, relative to the site root: `tags.yml` there unless its `tags` says otherwise. */
export function tagsFileOf({ path, tags }: { path: string; tags?: string | false | null }): string | undefined {
  return tags === false || tags === null ? undefined : `${path.replace(/\/+$/, '')}/${tags ?? 'tags.yml'}`;
}

/** A URL segment option, or its default where it is left out or unusable (which the config check reports). */
function segmentOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.replace(/\//g, '') !== '' ? value : fallback;
}

function optionalEntry<Key extends string, Value>(key: Key, value: Value | undefined): Partial<Record<Key, Value>> {
  return value === undefined ? {} : ({ [key]: value } as Record<Key, Value>);
}

/** Docusaurus's 'log' prints a problem and builds on, as 'warn' does here. */
function withoutLog(handling: ProblemHandling | undefined): Exclude<ProblemHandling, 'log'> | undefined {
  return handling === 'log' ? 'warn' : handling;
}

function withHeadTags(headTags: SiteHeadTag[]): { headTags?: SiteHeadTag[] } {
  return headTags.length > 0 ? { headTags } : {};
}

/** A count of posts, `'ALL'` standing for every post (as many as a list can hold); the default when unset. */
function countOf(count: number | 'ALL' | undefined, fallback: number): number {
  return count === 'ALL' ? Number.MAX_SAFE_INTEGER : (count ?? fallback);
}
