import type { ComponentType, ReactNode } from 'react';
import { ErrorCauseBoundary } from './components/ErrorBoundary/ErrorCauseBoundary.js';
import { PageShell } from './layouts/PageShell/index.js';
import type { PageProps, RouteProps } from './types.js';

export type RouteKind = RouteProps['kind'];

/** The layout component of each route kind. */
export type PageLayouts = { [Kind in RouteKind]: ComponentType<Extract<RouteProps, { kind: Kind }>> };

/** Renders a route with its kind's layout inside the page shell. */
export function renderPageWith(layouts: Partial<PageLayouts>, { site, route }: PageProps): ReactNode {
  const Layout = layouts[route.kind] as ComponentType<RouteProps> | undefined;
  if (!Layout) throw new Error(`The layout for "${route.kind}" pages is not loaded; call preparePage() before rendering.`);
  const docsSidebar = route.kind === 'doc' ? route.sidebar : undefined;
  return (
    <PageShell site={site} docsSidebar={docsSidebar} path={route.path}>
      <ErrorCauseBoundary message={`The ${route.kind} layout failed to render ${route.path}.`}>
        <Layout {...route} />
      </ErrorCauseBoundary>
    </PageShell>
  );
}
