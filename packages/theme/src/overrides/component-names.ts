/**
 * The theme's components a site can replace or wrap (`theme.components` in site.config.ts), each also the
 * default export of `@kran/theme/components/<Name>`.
 */
export const THEME_COMPONENT_NAMES = [
  'AnnouncementBar',
  'Navbar',
  'SearchBar',
  'Footer',
  'BackToTop',
  'NotFound',
  'DocsSidebar',
  'DocBreadcrumbs',
  'TableOfContents',
  'Pager',
  'Pagination',
  'PostHeader',
  'TagList',
  'BlogSidebar',
  'BlogListLayout',
  'BlogPostLayout',
  'BlogTagPostsLayout',
  'BlogTagsLayout',
  'BlogAuthorsLayout',
  'BlogAuthorPostsLayout',
  'BlogArchiveLayout',
  'DocLayout',
  'DocCategoryIndexLayout',
  'DocTagsLayout',
  'DocTagDocsLayout',
  'MarkdownPageLayout',
  'SearchPageLayout',
] as const;

export type ThemeComponentName = (typeof THEME_COMPONENT_NAMES)[number];

export function isThemeComponentName(name: string): name is ThemeComponentName {
  return (THEME_COMPONENT_NAMES as readonly string[]).includes(name);
}

/** The component that lays out each route kind the theme renders; overriding it changes every page of that kind. */
export const LAYOUT_COMPONENTS = {
  page: 'MarkdownPageLayout',
  doc: 'DocLayout',
  docCategoryIndex: 'DocCategoryIndexLayout',
  docTags: 'DocTagsLayout',
  docTagDocs: 'DocTagDocsLayout',
  blogPost: 'BlogPostLayout',
  blogList: 'BlogListLayout',
  blogTagPosts: 'BlogTagPostsLayout',
  blogTags: 'BlogTagsLayout',
  blogAuthors: 'BlogAuthorsLayout',
  blogAuthorPosts: 'BlogAuthorPostsLayout',
  blogArchive: 'BlogArchiveLayout',
  notFound: 'NotFound',
  search: 'SearchPageLayout',
} as const satisfies Record<string, ThemeComponentName>;
