import * as jsxRuntime from 'react/jsx-runtime';
import rehypeReact from 'rehype-react';
import { unified } from 'unified';
import type { MarkdownRenderer } from './Markdown.js';
import { markdownElements } from './markdown-elements.js';

/**
 * The server's renderer: rehype-react as the compiler of a unified processor, with the theme's renderers of
 * markdown elements, whose interactive ones mark their islands. Only for prerendering: the browser gets HTML.
 */
export const renderMarkdownWithRehypeReact: MarkdownRenderer = (content, components) =>
  unified()
    .use(rehypeReact, { ...jsxRuntime, components: { ...markdownElements, ...components }, passNode: true })
    .stringify(content);
