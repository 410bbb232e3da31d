import { toJsxRuntime, type Components, type Options } from 'hast-util-to-jsx-runtime';
import { createContext, useContext, type ReactNode } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import type { HastContent } from '../../types.js';
import {
  heading,
  MarkdownAnchor,
  MarkdownAside,
  MarkdownDetails,
  MarkdownImage,
  MarkdownPre,
} from './markdown-elements.js';
import { MarkdownTable } from './MarkdownTable.js';
import styles from './Markdown.module.css';

export interface MarkdownProps {
  content: HastContent;
  /** Renderers for more elements, e.g. `landingComponents` and `mdxComponents` on pages that may hold them. */
  components?: Partial<Components>;
}

/** Turns markdown content into React elements with the options the Markdown component passes. */
export type MarkdownRenderer = (content: HastContent, options: Options) => ReactNode;

/**
 * The renderer of every Markdown component below it. The default, hast-util-to-jsx-runtime alone, is what the browser
 * uses; prerendering (`renderPage`) provides `renderMarkdownWithRehypeReact`, which the client bundle never imports.
 */
export const MarkdownRendererContext = /* @__PURE__ */ createContext<MarkdownRenderer>(toJsxRuntime);

const components: Partial<Components> = {
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h6'),
  a: MarkdownAnchor,
  aside: MarkdownAside,
  details: MarkdownDetails,
  img: MarkdownImage,
  pre: MarkdownPre,
  table: MarkdownTable,
};

/**
 * Renders markdown content (hast from content-core) with the theme's headings, links, code blocks,
 * live editors, admonitions, details, images and tables. Landing sections and MDX's theme components (tabs, inline
 * TOC) only where `components` adds them, so that blog pages do not carry their code.
 */
export function Markdown({ content, components: extraComponents }: MarkdownProps) {
  const renderMarkdown = useContext(MarkdownRendererContext);
  // The JSX runtime as a whole holds the Fragment, jsx and jsxs the renderer needs, in fewer bytes than naming them.
  const options = { ...jsxRuntime, components: { ...components, ...extraComponents }, passNode: true };
  return <div className={styles.root}>{renderMarkdown(content, options)}</div>;
}
