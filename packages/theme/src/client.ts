import type { ReactNode } from 'react';
import { NotFound } from './components/NotFound/index.js';
import { renderPageWith, type PageLayouts, type RouteKind } from './render-page.js';
import type { PageProps } from './types.js';

type LayoutLoaders = { [Kind in RouteKind]: () => Promise<{ default: PageLayouts[Kind] }> };

/**
 * Each layout is its own chunk (dist/page-layouts/<kind>.js), fetched when a page of that kind is first shown.
 * ssg-cli finds the chunks by that path to preload the right one on each page.
 */
const layoutLoaders: LayoutLoaders = {
  page: () => import('./page-layouts/page.js'),
  doc: () => import('./page-layouts/doc.js'),
  blogPost: () => import('./page-layouts/blogPost.js'),
  blogList: () => import('./page-layouts/blogList.js'),
  blogTagPosts: () => import('./page-layouts/blogTagPosts.js'),
  blogTags: () => import('./page-layouts/blogTags.js'),
  blogArchive: () => import('./page-layouts/blogArchive.js'),
  notFound: () => Promise.resolve({ default: NotFound }),
  search: () => import('./page-layouts/search.js'),
};

const loadedLayouts: Partial<PageLayouts> = { notFound: NotFound };

/** Loads the layout a page needs; renderPage() can show the page once this resolves. */
export async function preparePage(props: PageProps): Promise<void> {
  const kind = props.route.kind;
  if (loadedLayouts[kind]) return;
  const module = await layoutLoaders[kind]();
  (loadedLayouts as Record<RouteKind, unknown>)[kind] = module.default;
}

/** Renders a page whose layout preparePage() has loaded. */
export function renderPage(props: PageProps): ReactNode {
  return renderPageWith(loadedLayouts, props);
}
