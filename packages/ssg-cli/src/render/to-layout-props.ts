import type { Route } from '@kran/content-core';
import type { RouteProps } from '@kran/theme';

/** A manifest route as the theme's layout props. */
export function toRouteProps(route: Route): RouteProps {
  return route;
}
