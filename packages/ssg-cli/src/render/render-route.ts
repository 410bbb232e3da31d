import type { Route, SiteMetadata } from '@kran/content-core';
import type { PageData } from '@kran/runtime';
import { renderPageToString } from '@kran/runtime/server';
import type { PageProps, RouteProps, SiteShell } from '@kran/theme';
import type { ThemedBuildContext } from '../build-context.js';
import { headCollector, type RenderedHead } from './rendered-head.js';

export class RenderError extends Error {
  override name = 'RenderError';
}

/** The data of one page: what the server renders and the browser hydrates or fetches. */
export function pageDataOf(
  route: Route | Extract<RouteProps, { kind: 'notFound' | 'search' }>,
  shell: SiteShell,
  { theme: definition, runtime: theme }: ThemedBuildContext,
): PageData<PageProps> {
  const { pageTitle, renderStaticContent } = definition;
  const props: PageProps = { site: shell, route };
  // The content goes to the browser as the HTML the server shows, so that hydration keeps it as it is.
  const source = 'source' in route ? route.source : undefined;
  let data = props;
  try {
    if (renderStaticContent) data = renderStaticContent(props, theme);
  } catch (error) {
    throw renderFailure(route.path, source, error);
  }
  return { path: route.path, title: pageTitle(props, theme.i18n.t), props: data };
}

/** A page's markup and the head tags its components named while it rendered. */
export interface RenderedRoute extends RenderedHead {
  body: string;
}

/**
 * Renders one page to HTML, hearing what its components name for the head (`<Head>`) in the same render; a crash
 * names the route and its source file and keeps the cause.
 */
export function renderRoute(
  data: PageData<PageProps>,
  { site, context, source }: { site: SiteMetadata; context: ThemedBuildContext; source?: string },
): RenderedRoute {
  try {
    const { theme, reactPages, runtime } = context;
    const { listener, collected } = headCollector();
    const render = (page: PageData<PageProps>) =>
      theme.renderPage(page.props, { reactPages, theme: runtime, onPageHead: listener });
    return { body: renderPageToString(data, render, { baseUrl: site.baseUrl }), ...collected };
  } catch (error) {
    throw renderFailure(data.path, source, error);
  }
}

/** A page that failed to render: its path and source file, with the cause. */
function renderFailure(path: string, source: string | undefined, cause: unknown): RenderError {
  return new RenderError(`Rendering ${path} failed${source ? ` (${source})` : ''}.`, { cause });
}
