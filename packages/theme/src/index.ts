import './styles/tokens.css';
import './styles/base.css';

export { ErrorBoundary, errorChain } from './components/ErrorBoundary/index.js';
export type { ErrorBoundaryProps } from './components/ErrorBoundary/index.js';
export { Footer } from './components/Footer/index.js';
export type { FooterProps } from './components/Footer/index.js';
export { isExternalUrl, Link } from './components/Link/index.js';
export type { LinkProps } from './components/Link/index.js';
export { Markdown } from './components/Markdown/index.js';
export type { MarkdownProps } from './components/Markdown/index.js';
export { Navbar } from './components/Navbar/index.js';
export type { NavbarProps } from './components/Navbar/index.js';
export { NotFound } from './components/NotFound/index.js';
export { Pagination } from './components/Pagination/index.js';
export type { PaginationProps } from './components/Pagination/index.js';
export { PostHeader } from './components/PostHeader/index.js';
export type { PostHeaderProps } from './components/PostHeader/index.js';
export { TagList } from './components/TagList/index.js';
export type { TagListProps } from './components/TagList/index.js';
export { de } from './i18n/de.js';
export type { MessageKey } from './i18n/de.js';
export { formatDate } from './i18n/format-date.js';
export { t } from './i18n/t.js';
export { BlogArchiveLayout } from './layouts/BlogArchiveLayout/index.js';
export { BlogListLayout } from './layouts/BlogListLayout/index.js';
export { BlogPostLayout } from './layouts/BlogPostLayout/index.js';
export { BlogTagsLayout } from './layouts/BlogTagsLayout/index.js';
export { DocLayout } from './layouts/DocLayout/index.js';
export { MarkdownPageLayout } from './layouts/MarkdownPageLayout/index.js';
export { MAIN_CONTENT_ID, PageShell } from './layouts/PageShell/index.js';
export { pageTitle } from './page-title.js';
export { renderPage } from './render-page.js';
export type {
  Author,
  BlogSidebarData,
  DocSidebarItem,
  HastContent,
  LinkItem,
  ListPagination,
  NavbarItem,
  PageLink,
  PageProps,
  PostSummary,
  RouteProps,
  SiteShell,
  Tag,
  TocItem,
} from './types.js';
