import './styles/tokens.css';
import './styles/infima.css';
import './styles/base.css';
import './styles/side-panel.css';

export { AnnouncementBar } from './components/AnnouncementBar/index.js';
export type { AnnouncementBarProps } from './components/AnnouncementBar/index.js';
export { BackToTop } from './components/BackToTop/index.js';
export { Admonition } from './components/Admonition/index.js';
export type { AdmonitionProps, AdmonitionType } from './components/Admonition/index.js';
export { CodeBlock } from './components/CodeBlock/index.js';
export type { CodeBlockProps } from './components/CodeBlock/index.js';
export { ColorModeToggle } from './components/ColorModeToggle/index.js';
export type { ColorModeToggleProps } from './components/ColorModeToggle/index.js';
export { DocBreadcrumbs } from './components/DocBreadcrumbs/index.js';
export type { DocBreadcrumbsProps } from './components/DocBreadcrumbs/index.js';
export { DocsSidebar, findSidebar, findSidebarDoc, sidebarTrail } from './components/DocsSidebar/index.js';
export type { DocSidebarData, DocSidebarLink, DocsSidebarProps } from './components/DocsSidebar/index.js';
export { DocVersionBadge } from './components/DocVersionBadge/index.js';
export type { DocVersionBadgeProps } from './components/DocVersionBadge/index.js';
export { DocVersionBanner } from './components/DocVersionBanner/index.js';
export type { DocVersionBannerProps } from './components/DocVersionBanner/index.js';
export { DocsVersionDropdown } from './components/Navbar/DocsVersionDropdown/index.js';
export type { ActiveDocsVersion, DocsVersionDropdownProps } from './components/Navbar/DocsVersionDropdown/index.js';
export { DateText } from './components/DateText/index.js';
export type { DateTextProps } from './components/DateText/index.js';
export { Details } from './components/Details/index.js';
export type { DetailsProps } from './components/Details/index.js';
export { ErrorBoundary, errorChain } from './components/ErrorBoundary/index.js';
export type { ErrorBoundaryProps } from './components/ErrorBoundary/index.js';
export { Footer } from './components/Footer/index.js';
export type { FooterProps } from './components/Footer/index.js';
export {
  CallToAction,
  Card,
  Cards,
  CodeExample,
  Column,
  Columns,
  Feature,
  FeatureGrid,
  Hero,
  HeroHeadingProvider,
  LandingIcon,
  LandingSection,
  landingComponents,
  LatestPosts,
} from './components/Landing/index.js';
export type {
  CallToActionProps,
  CardProps,
  CardsProps,
  CodeExampleProps,
  ColumnProps,
  ColumnsProps,
  FeatureGridProps,
  FeatureProps,
  HeroProps,
  IconName,
  LandingIconProps,
  LandingSectionProps,
  LatestPost,
  LatestPostsProps,
} from './components/Landing/index.js';
export { Lazy, LAZY_SPINNER_DELAY_MS } from './components/Lazy/index.js';
export type { LazyProps } from './components/Lazy/index.js';
export { isExternalUrl, Link } from './components/Link/index.js';
export type { ThemeLinkProps } from './components/Link/index.js';
export { LiveCodeBlock } from './components/LiveCodeBlock/index.js';
export type { LiveCodeBlockProps } from './components/LiveCodeBlock/index.js';
export { Markdown, MarkdownRendererContext } from './components/Markdown/index.js';
export type { MarkdownProps, MarkdownRenderer } from './components/Markdown/index.js';
export { renderMarkdownWithRehypeReact } from './components/Markdown/render-markdown-with-rehype-react.js';
export { Island } from './islands/Island.js';
export type { IslandMarkupProps } from './islands/Island.js';
export { IslandsContext } from './islands/island-registry.js';
export type { IslandComponent, IslandEntry, IslandProps, IslandRegistry } from './islands/island-registry.js';
export { StaticHtml } from './islands/StaticHtml.js';
export type { StaticHtmlProps } from './islands/StaticHtml.js';
export { renderStaticContent } from './render-static-content.js';
export { mdxComponents } from './components/Markdown/mdx-components.js';
export type { SiteComponents } from './components/Markdown/site-component.js';
export { Navbar } from './components/Navbar/index.js';
export type { NavbarProps } from './components/Navbar/index.js';
export { Pager } from './components/Pager/index.js';
export type { PagerLink, PagerProps } from './components/Pager/index.js';
export { NotFound } from './components/NotFound/index.js';
export { Pagination } from './components/Pagination/index.js';
export type { PaginationProps } from './components/Pagination/index.js';
export { PostHeader } from './components/PostHeader/index.js';
export type { PostHeaderProps } from './components/PostHeader/index.js';
export {
  PagefindContext,
  SEARCH_PAGE_PATH,
  pageTitleSearchAttributes,
  SearchBar,
  searchIndexAttributes,
  searchPageUrl,
} from './components/Search/index.js';
export type { LoadPagefind, Pagefind, PagefindResultData, SearchSection } from './components/Search/index.js';
export { TableOfContents } from './components/TableOfContents/index.js';
export type { TableOfContentsProps } from './components/TableOfContents/index.js';
export { Tabs } from './components/Tabs/index.js';
export type { TabDescription, TabsProps } from './components/Tabs/index.js';
export { TOCInline } from './components/TOCInline/index.js';
export type { TOCInlineProps } from './components/TOCInline/index.js';
export { TagList } from './components/TagList/index.js';
export type { TagListProps } from './components/TagList/index.js';
export { ANNOUNCEMENT_DISMISS_STORAGE_KEY, ANNOUNCEMENT_ID_STORAGE_KEY } from './hooks/useAnnouncementBar.js';
export { COLOR_MODE_STORAGE_KEY, useColorMode } from './hooks/useColorMode.js';
export { useActiveHeading } from './hooks/useActiveHeading.js';
export { preferredDocsVersionKey, usePreferredDocsVersion } from './hooks/usePreferredDocsVersion.js';
export type { ColorMode, ColorModeState } from './hooks/useColorMode.js';
export { ar } from './i18n/ar.js';
export { de } from './i18n/de.js';
export type { MessageKey, Messages } from './i18n/de.js';
export { en } from './i18n/en.js';
export { es } from './i18n/es.js';
export { fr } from './i18n/fr.js';
export { ja } from './i18n/ja.js';
export { nb } from './i18n/nb.js';
export { zhHans } from './i18n/zh-Hans.js';
export { zhHant } from './i18n/zh-Hant.js';
export { createI18n, defaultI18n } from './i18n/i18n.js';
export type { I18n, I18nOptions, TextDirection } from './i18n/i18n.js';
export { I18nProvider, useI18n, useT } from './i18n/I18nContext.js';
export { MESSAGE_KEYS, messageTableNameFor, messageTables, resolveMessages } from './i18n/message-tables.js';
export type { MessageTableName } from './i18n/message-tables.js';
export { themeConfigPart, toSiteShell } from './site-config/index.js';
export type {
  AnnouncementBarConfig,
  ColorModeConfig,
  ConfigKeySchema,
  ConfigPlace,
  ConfigProblem,
  DocsTargets,
  FooterConfig,
  NavbarConfig,
  NavbarItemConfig,
  NavbarLinkConfig,
  NavbarPosition,
  ShellSiteFacts,
  ThemeConfig,
  ThemeConfigPart,
  ThemeSiteConfig,
} from './site-config/index.js';
export { createTranslator } from './i18n/translate.js';
export type { MessageValues, Translate } from './i18n/translate.js';
export { isThemeComponentName, LAYOUT_COMPONENTS, THEME_COMPONENT_NAMES } from './overrides/component-names.js';
export type { ThemeComponentName } from './overrides/component-names.js';
export { overridable, ThemeComponentsProvider } from './overrides/ThemeComponentsContext.js';
export type { ThemeComponentOverrides } from './overrides/ThemeComponentsContext.js';
export { defaultThemeRuntime, ThemeRuntimeProvider } from './theme-runtime.js';
export type { ThemeRuntime } from './theme-runtime.js';
export { BlogArchiveLayout } from './layouts/BlogArchiveLayout/index.js';
export type { BlogArchiveLayoutProps } from './layouts/BlogArchiveLayout/index.js';
export { BlogLayout } from './layouts/BlogLayout/index.js';
export type { BlogLayoutProps } from './layouts/BlogLayout/index.js';
export { BlogListLayout } from './layouts/BlogListLayout/index.js';
export type { BlogListLayoutProps } from './layouts/BlogListLayout/index.js';
export { BlogPostLayout } from './layouts/BlogPostLayout/index.js';
export type { BlogPostLayoutProps } from './layouts/BlogPostLayout/index.js';
export { BlogSidebar } from './layouts/BlogSidebar/index.js';
export type { BlogSidebarProps } from './layouts/BlogSidebar/index.js';
export { BlogAuthorPostsLayout } from './layouts/BlogAuthorPostsLayout/index.js';
export type { BlogAuthorPostsLayoutProps } from './layouts/BlogAuthorPostsLayout/index.js';
export { BlogAuthorsLayout } from './layouts/BlogAuthorsLayout/index.js';
export type { BlogAuthorsLayoutProps } from './layouts/BlogAuthorsLayout/index.js';
export { BlogTagPostsLayout } from './layouts/BlogTagPostsLayout/index.js';
export type { BlogTagPostsLayoutProps } from './layouts/BlogTagPostsLayout/index.js';
export { BlogTagsLayout } from './layouts/BlogTagsLayout/index.js';
export type { BlogTagsLayoutProps } from './layouts/BlogTagsLayout/index.js';
export { DocLayout } from './layouts/DocLayout/index.js';
export { DocCategoryIndexLayout } from './layouts/DocCategoryIndexLayout/index.js';
export type { DocCategoryIndexLayoutProps } from './layouts/DocCategoryIndexLayout/index.js';
export type { DocLayoutProps } from './layouts/DocLayout/index.js';
export { DocTagDocsLayout } from './layouts/DocTagDocsLayout/index.js';
export type { DocTagDocsLayoutProps } from './layouts/DocTagDocsLayout/index.js';
export { DocTagsLayout } from './layouts/DocTagsLayout/index.js';
export type { DocTagsLayoutProps } from './layouts/DocTagsLayout/index.js';
export { MarkdownPageLayout } from './layouts/MarkdownPageLayout/index.js';
export type { MarkdownPageLayoutProps } from './layouts/MarkdownPageLayout/index.js';
export { SearchPageLayout } from './layouts/SearchPageLayout/index.js';
export type { SearchPageLayoutProps } from './layouts/SearchPageLayout/index.js';
export { MAIN_CONTENT_ID, PageShell } from './layouts/PageShell/index.js';
export type { PageShellProps } from './layouts/PageShell/index.js';
export { pageTitle } from './page-title.js';
export { renderPageWith } from './render-page.js';
export type { PageLayouts, ReactPageComponents, ReactPageProps, RenderPageOptions } from './render-page.js';
export { renderPage, serverPageLayouts } from './server-page-layouts.js';
export type {
  Author,
  BlogSidebarData,
  DocCategoryCard,
  DocSidebarItem,
  DocVersionInfo,
  DocsVersionSummary,
  HastContent,
  HtmlContent,
  MarkdownContent,
  LinkItem,
  ListPagination,
  NavbarItem,
  PageKind,
  PageLink,
  PageProps,
  PostSummary,
  RouteProps,
  SiteLocales,
  SiteShell,
  Tag,
  TocItem,
} from './types.js';
export { DOCUSAURUS_MODULES } from './docusaurus/docusaurus-modules.js';
export { useSiteShell } from './site-context.js';
export type { PageHead, PageHeadListener } from './page-head.js';
