import rehypeReact from 'rehype-react';
import { unified } from 'unified';
import type { MarkdownRenderer } from './Markdown.js';

/**
 * The server's renderer: rehype-react as the compiler of a unified processor. It takes the options the browser's
 * renderer gets, so that hydration finds the same tree. Only for prerendering: unified stays out of the client bundle.
 */
export const renderMarkdownWithRehypeReact: MarkdownRenderer = (content, options) =>
  unified().use(rehypeReact, options).stringify(content);
