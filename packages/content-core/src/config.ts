import type { MarkdownPluginsConfig } from './markdown/markdown-plugins.js';

/** A blog of the site; its markdown plugins are `beforeDefaultRemarkPlugins`, `remarkPlugins`, `rehypePlugins`. */
export interface BlogInstanceConfig extends MarkdownPluginsConfig {
  /** Unique among the site's blogs; `default` for the main blog. */
  id: string;
  /** Folder with the posts, relative to the site root. */
  path: string;
  /** URL path the blog lives under, without slashes: `blogs`. */
  routeBasePath: string;
  title?: string;
  description?: string;
  postsPerPage?: number;
  showReadingTime?: boolean;
  /** Title of the recent-posts sidebar; the theme's German default otherwise. */
  sidebarTitle?: string;
  /** Posts shown in the recent-posts sidebar. */
  sidebarCount?: number;
  /** File with the authors, relative to the blog folder. */
  authorsMapPath?: string;
}

export type SidebarItemConfig =
  | string
  | { type: 'doc'; id: string; label?: string }
  | { type: 'link'; label: string; href: string }
  | { type: 'category'; label: string; items: SidebarItemConfig[]; collapsed?: boolean };

/** How the docs of a version are presented, as Docusaurus's `versions: { current: {...} }`. */
export interface DocsVersionConfig {
  /** Shown in the version banner and badge; `Next` by default. */
  label?: string;
  /** URL path of the version below the docs' routeBasePath; empty (the docs root) by default. */
  path?: string;
  /** A banner above each doc telling readers that this version is not released yet or no longer maintained. */
  banner?: 'none' | 'unreleased' | 'unmaintained';
  /** Shows a badge with the version's label on each doc. */
  badge?: boolean;
}

/** A docs folder of the site, with its markdown plugins. */
export interface DocsInstanceConfig extends MarkdownPluginsConfig {
  id: string;
  path: string;
  routeBasePath: string;
  sidebars?: Record<string, SidebarItemConfig[]>;
  /** Base URL for the "edit this page" link; the doc's path is appended. */
  editUrl?: string;
  /** Settings of the docs' versions; today the one version is `current`. */
  versions?: { current?: DocsVersionConfig };
}

/** The markdown pages of the site, with their markdown plugins. */
export interface PagesConfig extends MarkdownPluginsConfig {
  path?: string;
}

/** Languages of external links by BCP 47 code (`en`, `de`, `pt-BR`), e.g. `{ default: 'en', byUrl: { ... } }`. */
export interface LinkLanguagesConfig {
  /** The language of every external link that no `byUrl` prefix matches; unknown (no hints) when left out. */
  default?: string;
  /**
   * Languages by URL prefix: `{ 'https://www.heise.de/': 'de' }`. The longest matching prefix wins; `http:` and
   * `https:` match alike. Links into the site's own `url` are in the site's language unless a prefix says otherwise.
   * `false` marks sites that show each reader their own language (`'https://www.debian.org/': false`): no hint.
   */
  byUrl?: Record<string, string | false>;
}

/**
 * The content options of site.config.ts. The theme reads the shell's (navbar, footer, colorMode, announcementBar,
 * theme); `defineConfig` of ssg-cli types both parts.
 */
export interface SiteConfig {
  title: string;
  tagline?: string;
  url: string;
  baseUrl?: string;
  favicon?: string;
  /** The site's language (BCP 47 `code`, default `en`): picks the theme's texts and the search's stemming. */
  locale?: { code: string; label?: string; direction?: 'ltr' | 'rtl' };
  trailingSlash?: boolean;
  tableOfContents?: { minHeadingLevel: number; maxHeadingLevel: number };
  blogs?: BlogInstanceConfig[];
  docs?: DocsInstanceConfig[];
  pages?: PagesConfig | false;
  /** Folder copied to the output root. */
  staticDir?: string;
  /**
   * The site's own stylesheets, relative to the site folder, bundled in this order after the theme's CSS:
   * the place to override the theme's design tokens (the custom properties listed in the theme's README).
   */
  customCss?: string[];
  onBrokenLinks?: 'throw' | 'warn' | 'ignore';
  onBrokenMarkdownLinks?: 'throw' | 'warn' | 'ignore';
  onDuplicateRoutes?: 'throw' | 'warn' | 'ignore';
  markdown?: {
    /** Keep raw HTML in markdown as written (scripts and event handlers included). Off: it is sanitised. */
    trustedHtml?: boolean;
    /**
     * The languages external links lead to, so links to texts in another language than the site's get `hreflang`
     * and a hint such as "(englisch)". An author's `<a href="…" hreflang="…">` in the markdown wins.
     */
    linkLanguages?: LinkLanguagesConfig;
  };
  /** Show a banner on the home page when the page URL does not match baseUrl. */
  baseUrlIssueBanner?: boolean;
}
