import type { Root } from 'hast';

/** Markdown content as a hast tree, as content-core gives it; only the server renders it. */
export type HastContent = Root;

/** Markdown content as the server rendered it, with the markers of its islands: what pages carry to the browser. */
export interface HtmlContent {
  html: string;
}

/** A page's markdown content: a hast tree on the server, HTML once kran build has rendered it for the page data. */
export type MarkdownContent = HastContent | HtmlContent;
