import type { ComponentType, ReactNode } from 'react';
import { ContentHeadTags } from './content-head-tags.js';
import { ErrorCauseBoundary } from './components/ErrorBoundary/ErrorCauseBoundary.js';
import { IslandsContext, type IslandRegistry } from './islands/island-registry.js';
import type { ActiveDocsVersion } from './components/Navbar/DocsVersionDropdown/index.js';
// The constant that leaves the locale dropdown's code out of sites without it.
import type {} from './components/Navbar/LocaleDropdown/bundle-flag.js';
import { PageShell } from './layouts/PageShell/index.js';
import { PageHeadProvider, type PageHeadListener } from './page-head.js';
import { PageTwinsContext, type PageTwins } from './i18n/I18nContext.js';
import { SiteShellProvider } from './site-context.js';
import { ThemeRuntimeProvider, type ThemeRuntime } from './theme-runtime.js';
import type { PageKind, PageProps, RouteProps } from './types.js';

/** What a site's React page component receives. */
export type ReactPageProps = Extract<RouteProps, { kind: 'reactPage' }>;

/** The components of a site's React pages, by their module (`pages/spielwiese.tsx`). */
export type ReactPageComponents = Record<string, ComponentType<ReactPageProps>>;

/** The layout component of each route kind the theme renders itself; a React page is its own layout. */
export type PageLayouts = {
  [Kind in Exclude<PageKind, 'reactPage'>]: ComponentType<Extract<RouteProps, { kind: Kind }>>;
};

export interface RenderPageOptions {
  /** The components of the site's React pages. */
  reactPages?: ReactPageComponents;
  /** The islands of the site's own MDX components, each loaded on the pages that show it (in the browser). */
  islands?: IslandRegistry;
  /** The site's locale and component overrides; the German texts and no overrides without it. */
  theme?: ThemeRuntime;
  /** Hears the title and description the page names while it renders (a React page's `<Layout title>`). */
  onPageHead?: PageHeadListener;
}

const NO_ISLANDS: IslandRegistry = {};

/** Renders a route with its kind's layout, or a React page with its component, inside the page shell. */
export function renderPageWith(
  layouts: Partial<PageLayouts>,
  { site, route }: PageProps,
  options: RenderPageOptions = {},
): ReactNode {
  const { reactPages = {}, islands, theme, onPageHead } = options;
  const isReactPage = route.kind === 'reactPage';
  const Layout = (isReactPage ? reactPages[route.source] : layouts[route.kind]) as
    ComponentType<RouteProps> | undefined;
  if (!Layout) {
    const what = isReactPage ? `The page component at ${route.source} is` : `The layout for "${route.kind}" pages is`;
    throw new Error(`${what} not loaded; call preparePage() before rendering.`);
  }
  const docsSidebar = route.kind === 'doc' ? route.sidebar : undefined;
  const activeDocsVersion = activeDocsVersionOf(route);
  const page = (
    <ThemeRuntimeProvider runtime={theme}>
      <SiteShellProvider value={site}>
        <PageHeadProvider value={onPageHead}>
          <IslandsContext.Provider value={islands ?? NO_ISLANDS}>
            <PageShell site={site} docsSidebar={docsSidebar} activeDocsVersion={activeDocsVersion} path={route.path}>
              <ErrorCauseBoundary
                message={
                  isReactPage
                    ? `The page component at ${route.source} failed to render ${route.path}.`
                    : `The ${route.kind} layout failed to render ${route.path}.`
                }
              >
                <Layout {...route} />
                <ContentHeadTags tags={'headTags' in route ? route.headTags : undefined} />
              </ErrorCauseBoundary>
            </PageShell>
          </IslandsContext.Provider>
        </PageHeadProvider>
      </SiteShellProvider>
    </ThemeRuntimeProvider>
  );
  // Folded to the page alone in the bundle of a site without the locale dropdown (bundleConstants).
  return typeof __KRAN_LOCALE_DROPDOWN__ === 'undefined' || __KRAN_LOCALE_DROPDOWN__ ? (
    <PageTwinsContext.Provider value={pageTwinsOf(route)}>{page}</PageTwinsContext.Provider>
  ) : (
    page
  );
}

/** The page's twins in the other locales, for the locale dropdown, when some are not at the same path. */
function pageTwinsOf(route: RouteProps): PageTwins | undefined {
  return 'localeTwins' in route && route.localeTwins ? { path: route.path, twins: route.localeTwins } : undefined;
}

function activeDocsVersionOf(route: RouteProps): ActiveDocsVersion | undefined {
  if ((route.kind !== 'doc' && route.kind !== 'docCategoryIndex') || !route.version || !route.docsId) return undefined;
  const { name, alternatePaths } = route.version;
  return { docsId: route.docsId, name, ...(alternatePaths ? { alternatePaths } : {}) };
}
