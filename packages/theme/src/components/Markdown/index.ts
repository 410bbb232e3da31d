export { Markdown, MarkdownRendererContext } from './Markdown.js';
export type { MarkdownProps, MarkdownRenderer } from './Markdown.js';
