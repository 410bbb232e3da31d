import type { Components } from 'hast-util-to-jsx-runtime';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { IslandsContext } from '../../islands/island-registry.js';
import { StaticHtml } from '../../islands/StaticHtml.js';
import { themeIslands } from './content-islands/theme-islands.js';
import type { HastContent, MarkdownContent } from '../../types.js';
import styles from './Markdown.module.css';

export interface MarkdownProps {
  /** Prerendered HTML (what pages carry), or a hast tree, which only a server renderer can show. */
  content: MarkdownContent;
  /**
   * Renderers of a hast tree's elements beyond the theme's own, e.g. `landingComponents` and `mdxComponents` on
   * pages that may hold them; HTML content was rendered with them already.
   */
  components?: Partial<Components>;
}

/** Turns markdown content (hast) into React elements with the theme's renderers and a layout's extra ones. */
export type MarkdownRenderer = (content: HastContent, components: Partial<Components>) => ReactNode;

const withoutHastRenderer: MarkdownRenderer = () => {
  throw new Error(
    'Markdown content reached the browser as a hast tree. kran build renders it to HTML for the page data ' +
      "(the theme definition's renderStaticContent); elsewhere, provide MarkdownRendererContext.",
  );
};

/**
 * The renderer of hast content for every Markdown component below it. Prerendering (`renderPage`) provides
 * `renderMarkdownWithRehypeReact`; the browser gets content as HTML and needs no renderer, nor its code.
 */
export const MarkdownRendererContext = /* @__PURE__ */ createContext<MarkdownRenderer>(withoutHastRenderer);

/** Whether the content is prerendered HTML rather than a hast tree. */
export function isHtmlContent(content: MarkdownContent): content is { html: string } {
  return 'html' in content;
}

/**
 * Renders markdown content with the theme's headings, links, code blocks, live editors, admonitions, details,
 * images and tables. HTML content is kept as it is, and only its islands (code blocks, tabs, ...) are mounted.
 */
export function Markdown({ content, components = {} }: MarkdownProps) {
  const renderMarkdown = useContext(MarkdownRendererContext);
  const siteIslands = useContext(IslandsContext);
  const islands = useMemo(() => ({ ...themeIslands, ...siteIslands }), [siteIslands]);
  if (!isHtmlContent(content)) return <div className={styles.root}>{renderMarkdown(content, components)}</div>;
  return (
    <IslandsContext.Provider value={islands}>
      <StaticHtml className={styles.root} html={content.html} />
    </IslandsContext.Provider>
  );
}
