import type { DocsVersionSummary, RouteProps } from '@kran/contract';

// What the theme renders is the contract between content-core, the theme and ssg-cli, defined once there.
export type {
  Author,
  // Named apart from the BlogSidebar component.
  BlogSidebar as BlogSidebarData,
  DocCategoryCard,
  DocSidebar,
  DocSidebarItem,
  DocsVersionSummary,
  DocVersionInfo,
  HastContent,
  HtmlContent,
  ListPagination,
  MarkdownContent,
  PageKind,
  PageLink,
  PostSummary,
  RouteProps,
  Tag,
  TagWithCount,
  TocItem,
} from '@kran/contract';

export interface LinkItem {
  label: string;
  /** A site path (`/features`) or an external URL. */
  href: string;
}

export type NavbarItem =
  | (LinkItem & {
      type: 'link';
      position: 'left' | 'right';
      activeBasePath?: string;
      /** The docs sidebar whose pages (below `activeBasePath`) make this item current: a navbar doc item's. */
      activeSidebar?: string;
    })
  | { type: 'dropdown'; label: string; position: 'left' | 'right'; items: (LinkItem & { isActive?: boolean })[] }
  | { type: 'docsVersionDropdown'; position: 'left' | 'right'; docsId: string; versions: DocsVersionSummary[] };

export interface SiteShell {
  title: string;
  tagline: string;
  baseUrl: string;
  /** The site's URL without its base path: `https://example.org`. */
  url?: string;
  /** The config's `customFields`, which React pages read through `useDocusaurusContext()`. */
  customFields?: Record<string, unknown>;
  logo?: { alt: string; src: string; srcDark?: string };
  navbar: { items: NavbarItem[]; hideOnScroll: boolean };
  footer?: { links: { title: string; items: LinkItem[] }[]; copyright?: string };
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  announcementBar?: { id: string; content: string; backgroundColor?: string; textColor?: string; isCloseable: boolean };
}

/** Everything a page renders from. */
export interface PageProps {
  site: SiteShell;
  route: RouteProps;
}
