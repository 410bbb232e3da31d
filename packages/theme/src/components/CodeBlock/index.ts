export { CodeBlock } from './CodeBlock.js';
export type { CodeBlockProps } from './CodeBlock.js';
