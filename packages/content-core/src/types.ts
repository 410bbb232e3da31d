import type { Root } from 'hast';
import type { ContentWarning } from './errors/errors.js';

/** A heading that the table of contents lists. */
export interface TocItem {
  id: string;
  /** Plain text of the heading. */
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
  /** Absolute site path of the tag's page: `/blogs/tags/open-source`. */
  permalink: string;
}

export interface TagWithCount extends Tag {
  count: number;
}

export interface PageLink {
  title: string;
  permalink: string;
}

/** The parts of a post that list pages, feeds and the post page share. */
export interface PostMetadata {
  permalink: string;
  title: string;
  description: string;
  /** Publication day in UTC, `YYYY-MM-DD`. */
  date: string;
  /** Publication time in UTC, ISO 8601: `2020-01-02T10:00:00.000Z` (midnight when only a day is given). */
  dateTime: string;
  authors: Author[];
  tags: Tag[];
  /** Rounded up to whole minutes; absent when the blog does not show reading time. */
  readingTime?: number;
  /** True when the post has a truncate marker and the list shows only the part before it. */
  isTruncated: boolean;
}

export interface PostSummary extends PostMetadata {
  /** The part before the truncate marker, or the whole post. */
  content: Root;
}

export interface BlogSidebar {
  /** Set by the blog config; the theme shows its own default title otherwise. */
  title?: string;
  items: PageLink[];
}

export interface ListPagination {
  page: number;
  totalPages: number;
  totalCount: number;
  newerUrl?: string;
  olderUrl?: string;
}

interface RouteBase {
  /** Absolute site path without trailing slash: `/blogs/page/2`; the home page is `/`. */
  path: string;
  /** Source file relative to the site root, when the route has one. */
  source?: string;
  title: string;
  description: string;
  /** Tags the content's MDX `<head>` adds to the page's head, as Docusaurus does. */
  headTags?: HeadTag[];
}

/** A `<meta>` or `<link>` for the page's head, written in MDX as `<head><meta name="robots" content="noindex" /></head>`. */
export interface HeadTag {
  tagName: 'meta' | 'link';
  attributes: Record<string, string>;
}

/** When a doc or page was last changed, from its front matter `last_update`. */
export interface LastUpdate {
  /** `YYYY-MM-DD`. */
  date?: string;
  author?: string;
}

export interface PageRoute extends RouteBase {
  kind: 'page';
  content: Root;
  toc: TocItem[];
  /** Text of the markdown's leading `# heading`, shown as the page heading. */
  heading?: string;
  lastUpdate?: LastUpdate;
}

/**
 * A page whose content is a React component: a `.js`, `.jsx`, `.ts` or `.tsx` file in the pages folder. Its title and
 * description are those its module exports, which ssg-cli reads; until then it has the site's tagline.
 */
export interface ReactPageRoute extends Omit<RouteBase, 'title'> {
  kind: 'reactPage';
  /** The page module, relative to the site root: `pages/spielwiese.tsx`. */
  source: string;
  /** Absent: the document title is the site's title alone. */
  title?: string;
}

export interface DocSidebarLink {
  type: 'link';
  label: string;
  href: string;
  isExternal: boolean;
  /** Doc id, for items that point at a doc and take part in its previous/next links (not `ref` items). */
  docId?: string;
  className?: string;
  /** `customProps` of the item, or `sidebar_custom_props` of its doc. */
  customProps?: Record<string, unknown>;
}

export interface DocSidebarCategory {
  type: 'category';
  label: string;
  collapsed: boolean;
  /** False: the category always shows its items and has no toggle. */
  collapsible: boolean;
  items: DocSidebarItem[];
  /** Where the label links to: a doc of the category, or its generated index page. */
  href?: string;
  /** The doc the label links to. */
  docId?: string;
  className?: string;
  customProps?: Record<string, unknown>;
}

/** Markup placed in the sidebar as written; `defaultStyle` gives it the spacing of the other items. */
export interface DocSidebarHtml {
  type: 'html';
  value: string;
  defaultStyle: boolean;
  className?: string;
}

export type DocSidebarItem = DocSidebarLink | DocSidebarCategory | DocSidebarHtml;

export interface DocSidebar {
  id: string;
  items: DocSidebarItem[];
}

export interface DocVersionInfo {
  name: string;
  label: string;
  isLatest: boolean;
  banner: 'none' | 'unreleased' | 'unmaintained';
  /** Whether each doc shows a badge with the version's label. */
  badge: boolean;
  /**
   * Path of the same doc in the latest version (or of the latest version's main doc when it lacks the doc), for the
   * version banner; absent on pages of the latest version.
   */
  latestPath?: string;
  /** With several versions: the path of the same doc in each version that has it, by version name. */
  alternatePaths?: Record<string, string>;
}

/** A built version of a docs instance, as the navbar's version dropdown lists it. */
export interface DocsVersionSummary {
  name: string;
  label: string;
  /** Whether it is the last version (`lastVersion`), served at the docs root. */
  isLatest: boolean;
  /** Path of the doc the version opens with: the doc at its root, else the first doc of its first sidebar. */
  mainDocPath: string;
}

export interface DocRoute extends RouteBase {
  kind: 'doc';
  docsId: string;
  docId: string;
  heading: string;
  content: Root;
  toc: TocItem[];
  sidebar?: DocSidebar;
  previous?: PageLink;
  next?: PageLink;
  editUrl?: string;
  version: DocVersionInfo;
  lastUpdate?: LastUpdate;
}

/** An entry of a category's generated index page: a doc, link or category of the category. */
export interface DocCategoryCard {
  kind: 'doc' | 'link' | 'category';
  label: string;
  href: string;
  /** The doc's description; absent for links and categories. */
  description?: string;
  /** The number of items of a category. */
  itemCount?: number;
  isExternal: boolean;
}

/** The page a category with `link: { type: 'generated-index' }` links to: its items as cards. */
export interface DocCategoryIndexRoute extends RouteBase {
  kind: 'docCategoryIndex';
  docsId: string;
  /** The generated index's own description; absent when none is configured. */
  indexDescription?: string;
  cards: DocCategoryCard[];
  sidebar: DocSidebar;
  previous?: PageLink;
  next?: PageLink;
  version: DocVersionInfo;
}

export interface BlogPostRoute extends RouteBase, PostMetadata {
  kind: 'blogPost';
  blogId: string;
  content: Root;
  toc: TocItem[];
  /** The newer post. */
  previous?: PageLink;
  /** The older post. */
  next?: PageLink;
  sidebar: BlogSidebar;
}

export interface BlogListRoute extends RouteBase {
  kind: 'blogList';
  blogId: string;
  posts: PostSummary[];
  pagination: ListPagination;
  sidebar: BlogSidebar;
}

export interface BlogTagPostsRoute extends RouteBase {
  kind: 'blogTagPosts';
  blogId: string;
  tag: TagWithCount;
  allTagsPath: string;
  posts: PostSummary[];
  pagination: ListPagination;
  sidebar: BlogSidebar;
}

export interface BlogTagsRoute extends RouteBase {
  kind: 'blogTags';
  blogId: string;
  tags: TagWithCount[];
  sidebar: BlogSidebar;
}

export interface ArchiveYear {
  year: string;
  posts: (PageLink & { date: string })[];
}

export interface BlogArchiveRoute extends RouteBase {
  kind: 'blogArchive';
  blogId: string;
  years: ArchiveYear[];
}

export type Route =
  | PageRoute
  | ReactPageRoute
  | DocRoute
  | DocCategoryIndexRoute
  | BlogPostRoute
  | BlogListRoute
  | BlogTagPostsRoute
  | BlogTagsRoute
  | BlogArchiveRoute;

export type RouteKind = Route['kind'];

/** What every page needs to know of the site. */
export interface SiteMetadata {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  favicon?: string;
  locale: { code: string; label: string; direction: 'ltr' | 'rtl' };
  trailingSlash: boolean;
  tableOfContents: { minHeadingLevel: number; maxHeadingLevel: number };
  onBrokenLinks: 'throw' | 'warn' | 'ignore';
  onBrokenAnchors: 'throw' | 'warn' | 'log' | 'ignore';
  baseUrlIssueBanner: boolean;
  /** The config's `customFields`, for React pages. */
  customFields?: Record<string, unknown>;
  /** Paths of the docs' doc ids in their last version, per docs instance, for navbar items that point at a doc. */
  docPaths: Record<string, Record<string, string>>;
  /** Path of each sidebar's first doc, per docs instance, for navbar items that point at a sidebar. */
  docSidebarPaths: Record<string, Record<string, string>>;
  /** The sidebar of each doc in one, by doc id, per docs instance, so a navbar doc item is current in its sidebar. */
  docSidebars: Record<string, Record<string, string>>;
  /** The built versions of each docs instance, newest first, for the navbar's version items. */
  docVersions: Record<string, DocsVersionSummary[]>;
}

export interface BlogFeed {
  blogId: string;
  /** `/blogs`. */
  basePath: string;
  title: string;
  description: string;
  /** Permalinks of the feed's posts, newest first. */
  posts: string[];
}

/** A file next to the content that a page links to, which ssg-cli copies into the output. */
export interface StaticAsset {
  /** Absolute path on disk. */
  from: string;
  /** Output path relative to the output root, with a content hash: `assets/images/diagram-3f2a9c1b0d.svg`. */
  to: string;
}

/** An internal link or image of a markdown file's content, where the file writes it. */
export interface ContentLink {
  /** As the content has it, before the base URL is added and relative links are resolved: `/docs/x#linux`. */
  href: string;
  line: number;
  column: number;
}

/** The internal links of one markdown file. */
export interface SourceLinks {
  /** The markdown file, relative to the site root. */
  file: string;
  links: ContentLink[];
}

export interface RouteManifest {
  site: SiteMetadata;
  routes: Route[];
  feeds: BlogFeed[];
  /** Folder copied as a whole to the output root, when it exists. */
  staticDir?: string;
  /** Files next to the content that pages link to, sorted by `to`. */
  assets: StaticAsset[];
  /**
   * The internal links of each markdown file with their lines and columns, so that the link check can report a
   * broken link where it is written instead of on every page that shows it. Not part of any page's data.
   */
  sourceLinks: SourceLinks[];
  /** The files of the site's own components that MDX content shows, relative to the site's folder, sorted. */
  siteComponents?: string[];
  warnings: ContentWarning[];
}
