/** What one route needs to render: the data ssg-cli writes per route and embeds in its HTML. */
export interface PageData<Props = unknown> {
  /** Normalised route path: `/blogs/page/2`, `/` for the home page. */
  path: string;
  /** Document title. */
  title: string;
  /** The layout's props; the theme says what they are (`PageData<PageProps>`). */
  props: Props;
}

/**
 * A part of the site's route map (`_kran/route-map-*.json`), which ssg-cli writes and the runtime reads: each route
 * path with the kind of layout that shows it. The route's data is in its prerendered HTML.
 */
export type RouteMap = Record<string, string>;
