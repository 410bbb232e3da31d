// Every type of the contract, for a package that re-exports them all (`export type * from '@kran/contract/types'`).
export type { AdmonitionType } from './admonition-types.js';
export type { SiteLocale } from './site-locale.js';
export type { AnyConfigKeyTree, ConfigKeyTree, ConfigPartKeyTree } from './config-key-tree.js';
export type {
  ArchiveYear,
  BlogArchiveRoute,
  BlogAuthorEntry,
  BlogAuthorPostsRoute,
  BlogAuthorsRoute,
  BlogListRoute,
  BlogPostRoute,
  BlogSidebar,
  BlogSidebarItem,
  BlogSidebarList,
  BlogTagPostsRoute,
  BlogTagsRoute,
  ListPagination,
  PostListPage,
  PostMetadata,
  PostSummary,
} from './blog-routes.js';
export type {
  ConfigKeySchema,
  ConfigPart,
  ConfigPath,
  ConfigPlace,
  ConfigProblem,
  DocsTargets,
} from './config-part.js';
export type {
  DocCategoryCard,
  DocCategoryIndexRoute,
  DocRoute,
  DocSidebar,
  DocSidebarCategory,
  DocSidebarHtml,
  DocSidebarItem,
  DocSidebarLink,
  DocsVersionSummary,
  DocTagDocsItem,
  DocTagDocsRoute,
  DocTagsRoute,
  DocVersionInfo,
} from './docs-routes.js';
export type { HastContent, HtmlContent, MarkdownContent, TabDescription } from './markdown-content.js';
export type { PageData, RouteMap } from './page-data.js';
export type {
  Author,
  HeadTag,
  LastUpdate,
  LocaleTwins,
  PageHeadFacts,
  PageLink,
  RouteBase,
  Tag,
  TagWithCount,
  TocItem,
} from './page-parts.js';
export type {
  NotFoundRoute,
  PageKind,
  PageRoute,
  ReactPageRoute,
  Route,
  RouteKind,
  RouteProps,
  SearchRoute,
} from './route.js';
