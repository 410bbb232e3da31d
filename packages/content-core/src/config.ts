/**
 * A link in the navbar. `to` is a site path, `href` an external URL, `docId` a doc of a docs instance,
 * `sidebarId` a sidebar of a docs instance (the link leads to its first doc).
 */
export type NavbarItemConfig =
  | { type?: 'link'; label: string; to: string; position?: 'left' | 'right' }
  | { type?: 'link'; label: string; href: string; position?: 'left' | 'right' }
  | { type: 'doc'; label: string; docId: string; docsId?: string; position?: 'left' | 'right' }
  | { type: 'docSidebar'; label: string; sidebarId: string; docsId?: string; position?: 'left' | 'right' }
  | { type: 'dropdown'; label: string; items: NavbarLinkConfig[]; position?: 'left' | 'right' };

export type NavbarLinkConfig = { label: string; to: string } | { label: string; href: string };

export interface NavbarConfig {
  title?: string;
  logo?: { alt: string; src: string; srcDark?: string };
  items: NavbarItemConfig[];
  hideOnScroll?: boolean;
}

export interface FooterConfig {
  links: { title: string; items: NavbarLinkConfig[] }[];
  /** HTML, shown under the link groups. */
  copyright?: string;
}

export interface ColorModeConfig {
  defaultMode?: 'light' | 'dark';
  disableSwitch?: boolean;
  respectPrefersColorScheme?: boolean;
}

export interface AnnouncementBarConfig {
  /** Changing the id shows the bar again to visitors who dismissed it. */
  id: string;
  /** HTML content. */
  content: string;
  backgroundColor?: string;
  textColor?: string;
  isCloseable?: boolean;
}

export interface BlogInstanceConfig {
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

export interface DocsInstanceConfig {
  id: string;
  path: string;
  routeBasePath: string;
  sidebars?: Record<string, SidebarItemConfig[]>;
  /** Base URL for the "edit this page" link; the doc's path is appended. */
  editUrl?: string;
  /** Settings of the docs' versions; today the one version is `current`. */
  versions?: { current?: DocsVersionConfig };
}

export interface PagesConfig {
  path: string;
}

export interface SiteConfig {
  title: string;
  tagline?: string;
  url: string;
  baseUrl?: string;
  favicon?: string;
  /** The site's language (BCP 47 `code`, default `en`): picks the theme's texts and the search's stemming. */
  locale?: { code: string; label?: string; direction?: 'ltr' | 'rtl' };
  trailingSlash?: boolean;
  navbar?: NavbarConfig;
  footer?: FooterConfig;
  colorMode?: ColorModeConfig;
  announcementBar?: AnnouncementBarConfig;
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
  };
  /** Show a banner on the home page when the page URL does not match baseUrl. */
  baseUrlIssueBanner?: boolean;
}

/** Types a site config; returns it unchanged. */
export function defineConfig(config: SiteConfig): SiteConfig {
  return config;
}
