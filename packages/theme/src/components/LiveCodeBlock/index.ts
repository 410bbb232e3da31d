export { LiveCodeBlock } from './LiveCodeBlock.js';
export type { LiveCodeBlockProps } from './LiveCodeBlock.js';
