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

export interface BlogListRoute<Content extends MarkdownContent = HastContent> extends RouteBase {
  kind: 'blogList';
  blogId: string;
  posts: PostSummary<Content>[];
  pagination: ListPagination;
  sidebar: BlogSidebar;
}

export interface BlogTagPostsRoute<Content extends MarkdownContent = HastContent> extends RouteBase {
  kind: 'blogTagPosts';
  blogId: string;
  tag: TagWithCount;
  allTagsPath: string;
  posts: PostSummary<Content>[];
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
