import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { HastContent } from '../../types.js';
import { heading, MarkdownAnchor, MarkdownAside, MarkdownDetails, MarkdownImage, MarkdownPre } from './markdown-elements.js';
import { MarkdownTable } from './MarkdownTable.js';
import styles from './Markdown.module.css';

export interface MarkdownProps {
  content: HastContent;
  /** Renderers for more elements, e.g. `landingComponents` on pages that may hold landing sections. */
  components?: Partial<Components>;
}

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
 * live editors, admonitions, details, images and tables. Landing sections only where `components` adds them,
 * so that blog pages do not carry their code.
 */
export function Markdown({ content, components: extraComponents }: MarkdownProps) {
  const allComponents = extraComponents ? { ...components, ...extraComponents } : components;
  return <div className={styles.root}>{toJsxRuntime(content, { Fragment, jsx, jsxs, components: allComponents, passNode: true })}</div>;
}
