export { Markdown } from './Markdown.js';
export type { MarkdownProps } from './Markdown.js';
