import type { Root } from 'hast';

/** Markdown content as a hast tree, as content-core gives it; only the server renders it. */
export type HastContent = Root;

/** Markdown content as the server rendered it, with the markers of its islands: what pages carry to the browser. */
export interface HtmlContent {
  html: string;
}

/** A page's markdown content: a hast tree on the server, HTML once kran build has rendered it for the page data. */
export type MarkdownContent = HastContent | HtmlContent;

export interface LinkItem {
  label: string;
  /** A site path (`/features`) or an external URL. */
  href: string;
}

/** A built version of a docs instance, as the version dropdown lists it. */
export interface DocsVersionLink {
  name: string;
  label: string;
  /** Whether it is the last version, shown when the page belongs to no version. */
  isLatest: boolean;
  /** Path of the doc the version opens with. */
  mainDocPath: string;
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
  | { type: 'docsVersionDropdown'; position: 'left' | 'right'; docsId: string; versions: DocsVersionLink[] };

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

export interface TocItem {
  id: string;
  text: string;
  level: number;
}

export interface Author {
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
}

export interface Tag {
  label: string;
  permalink: string;
}

export interface PageLink {
  title: string;
  permalink: string;
}

export interface PostSummary {
  permalink: string;
  title: string;
  date: string;
  authors: Author[];
  tags: Tag[];
  readingTime?: number;
  isTruncated: boolean;
  content: MarkdownContent;
}

export interface ListPagination {
  page: number;
  totalPages: number;
  newerUrl?: string;
  olderUrl?: string;
}

export interface BlogSidebarData {
  title?: string;
  items: PageLink[];
}

export type DocSidebarItem =
  | {
      type: 'link';
      label: string;
      href: string;
      isExternal: boolean;
      /** Set on items that point at a doc. */
      docId?: string;
      className?: string;
      customProps?: Record<string, unknown>;
    }
  | {
      type: 'category';
      label: string;
      collapsed: boolean;
      /** False: the items always show, without a toggle; true when absent. */
      collapsible?: boolean;
      items: DocSidebarItem[];
      /** Where the label links to: a doc of the category or its generated index page. */
      href?: string;
      docId?: string;
      className?: string;
      customProps?: Record<string, unknown>;
    }
  /** Markup from the site's sidebars, shown as written; `defaultStyle` spaces it like the other items. */
  | { type: 'html'; value: string; defaultStyle: boolean; className?: string };

/** A card of a category's generated index page. */
export interface DocCategoryCard {
  kind: 'doc' | 'link' | 'category';
  label: string;
  href: string;
  description?: string;
  /** How many items a category holds. */
  itemCount?: number;
  isExternal: boolean;
}

/** The docs version a doc belongs to; `banner` asks the theme to point readers at the latest version. */
export interface DocVersion {
  name: string;
  label: string;
  isLatest: boolean;
  banner: 'none' | 'unreleased' | 'unmaintained';
  /** Shows a badge with the version's label above each doc. */
  badge?: boolean;
  /** Path of the same doc (or the docs root) in the latest version. */
  latestPath?: string;
  /** With several versions: the path of the same page in each version that has it, by version name. */
  alternatePaths?: Record<string, string>;
}

/** The route-specific part of a page, one variant per layout. */
export type RouteProps =
  | { kind: 'page'; path: string; title: string; heading?: string; content: MarkdownContent; toc: TocItem[] }
  | {
      kind: 'doc';
      path: string;
      title: string;
      heading: string;
      content: MarkdownContent;
      toc: TocItem[];
      sidebar?: { id: string; items: DocSidebarItem[] };
      previous?: PageLink;
      next?: PageLink;
      editUrl?: string;
      /** Id of the docs instance the doc belongs to, the key of its stored preferred version. */
      docsId?: string;
      docId?: string;
      version?: DocVersion;
    }
  /** A category's generated index page: its items as cards, beside the docs sidebar. */
  | {
      kind: 'docCategoryIndex';
      path: string;
      title: string;
      indexDescription?: string;
      cards: DocCategoryCard[];
      sidebar: { id: string; items: DocSidebarItem[] };
      previous?: PageLink;
      next?: PageLink;
      docsId?: string;
      version?: DocVersion;
    }
  | (PostSummary & {
      kind: 'blogPost';
      path: string;
      /** Id of the blog the post belongs to; the blog `release` holds release announcements. */
      blogId?: string;
      toc: TocItem[];
      previous?: PageLink;
      next?: PageLink;
      sidebar: BlogSidebarData;
    })
  | {
      kind: 'blogList';
      path: string;
      title: string;
      posts: PostSummary[];
      pagination: ListPagination;
      sidebar: BlogSidebarData;
    }
  | {
      kind: 'blogTagPosts';
      path: string;
      tag: Tag & { count: number };
      allTagsPath: string;
      posts: PostSummary[];
      pagination: ListPagination;
      sidebar: BlogSidebarData;
    }
  | { kind: 'blogTags'; path: string; tags: (Tag & { count: number })[]; sidebar: BlogSidebarData }
  | { kind: 'blogArchive'; path: string; years: { year: string; posts: (PageLink & { date: string })[] }[] }
  /** A site's own React page; `source` (its module, relative to the site) names the component that renders it. */
  | { kind: 'reactPage'; path: string; source: string; title?: string }
  | { kind: 'notFound'; path: string }
  /** The search results page; the query comes from the URL in the browser. */
  | { kind: 'search'; path: string };

/** Everything a page renders from. */
export interface PageProps {
  site: SiteShell;
  route: RouteProps;
}
