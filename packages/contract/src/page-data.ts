/** What one route needs to render: the data ssg-cli writes per route and embeds in its HTML. */
export interface PageData<Props = unknown> {
  /** Normalised route path: `/blogs/page/2`, `/` for the home page. */
  path: string;
  /** Document title. */
  title: string;
  /** The layout's props; the theme says what they are (`PageData<PageProps>`). */
  props: Props;
}
