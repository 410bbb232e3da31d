import { siteFixture } from '../fixtures/site';
import { renderStaticContent } from '../render-static-content';
import type { RouteProps } from '../types';

/** A route's props as the browser gets them in the page data: its markdown content rendered to HTML. */
export function withHtmlContent<Route extends RouteProps>(route: Route): Route {
  return renderStaticContent({ site: siteFixture, route }).route as Route;
}
