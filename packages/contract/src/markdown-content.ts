import type { Root } from 'hast';

/** Markdown content as a hast tree, as content-core gives it; only the server renders it. */
export type HastContent = Root;

/** Markdown content as the server rendered it, with the markers of its islands: what pages carry to the browser. */
export interface HtmlContent {
  html: string;
}

/** A page's markdown content: a hast tree on the server, HTML once kran build has rendered it for the page data. */
export type MarkdownContent = HastContent | HtmlContent;

/** One tab of an MDX `<Tabs>`, as content-core lowers it and the theme's Tabs shows it. */
export interface TabDescription {
  /** Names the tab in the query string and in the visitor's stored choice. */
  value: string;
  label: string;
}
