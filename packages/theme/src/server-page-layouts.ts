import type { ReactNode } from 'react';
import { NotFound } from './components/NotFound/index.js';
import BlogArchiveLayout from './page-layouts/blogArchive.js';
import BlogAuthorsLayout, { BlogAuthorPostsLayout } from './page-layouts/blogAuthors.js';
import BlogListLayout from './page-layouts/blogList.js';
import BlogPostLayout from './page-layouts/blogPost.js';
import BlogTagPostsLayout from './page-layouts/blogTagPosts.js';
import BlogTagsLayout from './page-layouts/blogTags.js';
import DocLayout from './page-layouts/doc.js';
import { DocCategoryIndexLayout } from './page-layouts/doc.js';
import DocTagsLayout, { DocTagDocsLayout } from './page-layouts/docTags.js';
import MarkdownPageLayout from './page-layouts/page.js';
import SearchPageLayout from './page-layouts/search.js';
import { renderStaticContent } from './render-static-content.js';
import { renderPageWith, type PageLayouts, type RenderPageOptions } from './render-page.js';
import type { PageProps } from './types.js';

/** Every layout, loaded up front: for prerendering, where nothing is fetched. */
export const serverPageLayouts: PageLayouts = {
  page: MarkdownPageLayout,
  doc: DocLayout,
  docCategoryIndex: DocCategoryIndexLayout,
  docTags: DocTagsLayout,
  docTagDocs: DocTagDocsLayout,
  blogPost: BlogPostLayout,
  blogList: BlogListLayout,
  blogTagPosts: BlogTagPostsLayout,
  blogTags: BlogTagsLayout,
  blogAuthors: BlogAuthorsLayout,
  blogAuthorPosts: BlogAuthorPostsLayout,
  blogArchive: BlogArchiveLayout,
  notFound: NotFound,
  search: SearchPageLayout,
};

/**
 * Renders any page at once, every layout being loaded: what prerendering uses. A React page needs its component.
 * Markdown content still in hast is rendered to HTML first, as the browser gets it in the page data.
 */
export function renderPage(props: PageProps, options: RenderPageOptions = {}): ReactNode {
  return renderPageWith(serverPageLayouts, renderStaticContent(props, options.theme), options);
}
