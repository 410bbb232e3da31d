import type { ComponentType, ReactNode } from 'react';
import { NotFound } from './components/NotFound/index.js';
import { renderPageWith, type PageLayouts, type ReactPageComponents, type ReactPageProps } from './render-page.js';
import { LAYOUT_COMPONENTS, type ThemeComponentName } from './overrides/component-names.js';
import type { ThemeComponentOverrides } from './overrides/ThemeComponentsContext.js';
import type { ThemeRuntime } from './theme-runtime.js';
import type { IslandRegistry } from './islands/island-registry.js';
import type { PageProps } from './types.js';

type LayoutLoaders = { [Kind in keyof PageLayouts]: () => Promise<{ default: PageLayouts[Kind] }> };

/** Loads the module of each of the site's React pages, by its path relative to the site (`pages/spielwiese.tsx`). */
export type ReactPageLoaders = Record<string, () => Promise<{ default: ComponentType<ReactPageProps> }>>;

/**
 * Loads the module of each of the site's overrides of a layout component, by component name: like the layout,
 * it is a chunk fetched when a page of its kind is first shown.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each override has the props of its layout
export type LayoutOverrideLoaders = Partial<Record<ThemeComponentName, () => Promise<{ default: ComponentType<any> }>>>;

/**
 * Each layout is a chunk (dist/page-layouts/<kind>.js), fetched when a page of that kind is first shown; the docs'
 * two layouts are one. ssg-cli finds the chunks by that path (and the definition's layoutChunkHosts) to preload the
 * right one on each page.
 */
const layoutLoaders: LayoutLoaders = {
  page: () => import('./page-layouts/page.js'),
  doc: () => import('./page-layouts/doc.js'),
  docCategoryIndex: () =>
    import('./page-layouts/doc.js').then((module) => ({ default: module.DocCategoryIndexLayout })),
  docTags: () => import('./page-layouts/docTags.js'),
  docTagDocs: () => import('./page-layouts/docTags.js').then((module) => ({ default: module.DocTagDocsLayout })),
  blogPost: () => import('./page-layouts/blogPost.js'),
  blogList: () => import('./page-layouts/blogList.js'),
  blogTagPosts: () => import('./page-layouts/blogTagPosts.js'),
  blogTags: () => import('./page-layouts/blogTags.js'),
  blogAuthors: () => import('./page-layouts/blogAuthors.js'),
  blogAuthorPosts: () =>
    import('./page-layouts/blogAuthors.js').then((module) => ({ default: module.BlogAuthorPostsLayout })),
  blogArchive: () => import('./page-layouts/blogArchive.js'),
  notFound: () => Promise.resolve({ default: NotFound }),
  search: () => import('./page-layouts/search.js'),
};

const loadedLayouts: Partial<PageLayouts> = { notFound: NotFound };
const loadedReactPages: ReactPageComponents = {};
const loadedLayoutOverrides: ThemeComponentOverrides = {};

/**
 * Loads the layout a page needs (and the site's override of it), or a React page's own module; renderPage() can
 * show the page once this resolves.
 */
export async function preparePage(
  props: PageProps,
  reactPages: ReactPageLoaders = {},
  layoutOverrides: LayoutOverrideLoaders = {},
): Promise<void> {
  const { route } = props;
  if (route.kind === 'reactPage') {
    if (loadedReactPages[route.source]) return;
    const load = reactPages[route.source];
    if (!load)
      throw new Error(`The site has no page module ${route.source}; was the client bundle built with this site?`);
    loadedReactPages[route.source] = (await load()).default;
    return;
  }
  const name = LAYOUT_COMPONENTS[route.kind];
  const loadOverride = loadedLayoutOverrides[name] ? undefined : layoutOverrides[name];
  if (loadedLayouts[route.kind] && !loadOverride) return;
  const [module, override] = await Promise.all([layoutLoaders[route.kind](), loadOverride?.()]);
  (loadedLayouts as Record<keyof PageLayouts, unknown>)[route.kind] = module.default;
  if (override) loadedLayoutOverrides[name] = override.default;
}

/**
 * Renders a page whose layout (or React page module) preparePage() has loaded; `islands` are those of the site's own
 * MDX components, each loaded where a page shows it.
 */
export function renderPage(props: PageProps, theme?: ThemeRuntime, islands?: IslandRegistry): ReactNode {
  const withLayouts = theme && { ...theme, components: { ...theme.components, ...loadedLayoutOverrides } };
  return renderPageWith(loadedLayouts, props, {
    reactPages: loadedReactPages,
    ...(islands ? { islands } : {}),
    ...(withLayouts ? { theme: withLayouts } : {}),
  });
}

export { createBrowserI18n as createI18n } from './i18n/browser-i18n.js';
export { siteComponentIsland } from './components/Markdown/site-component.js';
export { ar } from './i18n/ar.js';
export { de } from './i18n/de.js';
export { en } from './i18n/en.js';
export { es } from './i18n/es.js';
export { fr } from './i18n/fr.js';
export { ja } from './i18n/ja.js';
export { nb } from './i18n/nb.js';
export { zhHans } from './i18n/zh-Hans.js';
export { zhHant } from './i18n/zh-Hant.js';
