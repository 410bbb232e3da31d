import type { HastContent, MarkdownContent } from './markdown-content.js';
import type { Author, PageLink, RouteBase, Tag, TagWithCount, TocItem } from './page-parts.js';

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

export interface PostSummary<Content extends MarkdownContent = HastContent> extends PostMetadata {
  /** The part before the truncate marker, or the whole post. */
  content: Content;
}

/** A post in a recent-posts sidebar grouped by year. */
export interface BlogSidebarItem extends PageLink {
  /** Publication day in UTC, `YYYY-MM-DD`. */
  date: string;
}

/**
 * The posts of a recent-posts sidebar, newest first: under a heading per year, as Docusaurus 3.5 and later show them
 * (each post with its date), or one flat list of links (`groupByYear` absent), as Docusaurus 2 shows them.
 */
export type BlogSidebarList =
  { groupByYear: true; items: BlogSidebarItem[] } | { groupByYear?: undefined; items: PageLink[] };

export type BlogSidebar = BlogSidebarList & {
  /** Set by the blog config; the theme shows its own default title otherwise. */
  title?: string;
};

export interface ListPagination {
  page: number;
  totalPages: number;
  totalCount: number;
  newerUrl?: string;
  olderUrl?: string;
}

export interface BlogPostRoute<Content extends MarkdownContent = HastContent> extends RouteBase, PostMetadata {
  kind: 'blogPost';
  /** Id of the blog the post belongs to; the blog `release` holds release announcements. */
  blogId: string;
  content: Content;
  toc: TocItem[];
  /** The newer post. */
  previous?: PageLink;
  /** The older post. */
  next?: PageLink;
  sidebar: BlogSidebar;
  /** The post's "edit this page" link, from the blog's `editUrl`. */
  editUrl?: string;
}

/** What a page of a paginated list of a blog's posts has: the blog's list, a tag's posts, an author's posts. */
export interface PostListPage<Content extends MarkdownContent = HastContent> extends RouteBase {
  blogId: string;
  posts: PostSummary<Content>[];
  pagination: ListPagination;
  sidebar: BlogSidebar;
}

export interface BlogListRoute<Content extends MarkdownContent = HastContent> extends PostListPage<Content> {
  kind: 'blogList';
}

export interface BlogTagPostsRoute<Content extends MarkdownContent = HastContent> extends PostListPage<Content> {
  kind: 'blogTagPosts';
  tag: TagWithCount;
  allTagsPath: string;
}

export interface BlogTagsRoute extends RouteBase {
  kind: 'blogTags';
  blogId: string;
  tags: TagWithCount[];
  sidebar: BlogSidebar;
}

/** An author of the authors file as the authors pages show it: with its key, description and number of posts. */
export interface BlogAuthorEntry extends Author {
  key: string;
  description?: string;
  /** The blog's posts by the author. */
  count: number;
}

/**
 * The page listing the authors of a blog's authors file (`/blog/authors`), as Docusaurus 3.5 makes it; Kran makes it
 * when an author has a page of their own.
 */
export interface BlogAuthorsRoute extends RouteBase {
  kind: 'blogAuthors';
  blogId: string;
  /** In the order of the authors file. */
  authors: BlogAuthorEntry[];
  sidebar: BlogSidebar;
}

/** A page of the posts of one author with `page` in the authors file (`/blog/authors/<key>`), newest first. */
export interface BlogAuthorPostsRoute<Content extends MarkdownContent = HastContent> extends PostListPage<Content> {
  kind: 'blogAuthorPosts';
  author: BlogAuthorEntry;
  allAuthorsPath: string;
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
