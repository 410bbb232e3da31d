import type { ReactPageRoute, Route, RouteManifest } from '@kran/content-core';
import { renderPageToString } from '@kran/runtime/server';
import type { PageHead, PageProps, SiteShell } from '@kran/theme';
import type { ThemedBuildContext } from '../build-context.js';

/**
 * React pages that export no title get the title and description their `<Layout>` names (a page written for
 * Docusaurus), found by rendering each such page once, so that its head, the route map and the search show them.
 * A page that fails to render here keeps its route as it is; rendering it for real reports the failure.
 */
export function withLayoutHeads(manifest: RouteManifest, shell: SiteShell, context: ThemedBuildContext): RouteManifest {
  const needsHead = (route: Route): route is ReactPageRoute => route.kind === 'reactPage' && route.title === undefined;
  if (!manifest.routes.some(needsHead)) return manifest;
  const routes = manifest.routes.map((route) => (needsHead(route) ? withLayoutHead(route, shell, context) : route));
  return { ...manifest, routes };
}

function withLayoutHead(route: ReactPageRoute, shell: SiteShell, context: ThemedBuildContext): ReactPageRoute {
  const head: PageHead = {};
  const props: PageProps = { site: shell, route };
  const render = () =>
    context.theme.renderPage(props, {
      reactPages: context.reactPages,
      theme: context.runtime,
      onPageHead: (named) => Object.assign(head, named),
    });
  try {
    renderPageToString({ path: route.path, title: '', props }, render, { baseUrl: shell.baseUrl });
  } catch {
    return route;
  }
  return {
    ...route,
    ...(head.title ? { title: head.title } : {}),
    ...(head.description ? { description: head.description } : {}),
  };
}
