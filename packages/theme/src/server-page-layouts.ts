import { createElement, type ReactNode } from 'react';
import { MarkdownRendererContext } from './components/Markdown/index.js';
import { renderMarkdownWithRehypeReact } from './components/Markdown/render-markdown-with-rehype-react.js';
import { NotFound } from './components/NotFound/index.js';
import BlogArchiveLayout from './page-layouts/blogArchive.js';
import BlogListLayout from './page-layouts/blogList.js';
import BlogPostLayout from './page-layouts/blogPost.js';
import BlogTagPostsLayout from './page-layouts/blogTagPosts.js';
import BlogTagsLayout from './page-layouts/blogTags.js';
import DocLayout from './page-layouts/doc.js';
import DocCategoryIndexLayout from './page-layouts/docCategoryIndex.js';
import MarkdownPageLayout from './page-layouts/page.js';
import SearchPageLayout from './page-layouts/search.js';
import { renderPageWith, type PageLayouts, type RenderPageOptions } from './render-page.js';
import type { PageProps } from './types.js';

/** Every layout, loaded up front: for prerendering, where nothing is fetched. */
export const serverPageLayouts: PageLayouts = {
  page: MarkdownPageLayout,
  doc: DocLayout,
  docCategoryIndex: DocCategoryIndexLayout,
  blogPost: BlogPostLayout,
  blogList: BlogListLayout,
  blogTagPosts: BlogTagPostsLayout,
  blogTags: BlogTagsLayout,
  blogArchive: BlogArchiveLayout,
  notFound: NotFound,
  search: SearchPageLayout,
};

/**
 * Renders any page at once, every layout being loaded: what prerendering uses. A React page needs its component.
 * Markdown goes through rehype-react here; the browser hydrates it with the lean renderer into the same tree.
 */
export function renderPage(props: PageProps, options: RenderPageOptions = {}): ReactNode {
  const page = renderPageWith(serverPageLayouts, props, options);
  return createElement(MarkdownRendererContext.Provider, { value: renderMarkdownWithRehypeReact }, page);
}
