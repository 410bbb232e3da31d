export { TableOfContents } from './TableOfContents.js';
export type { TableOfContentsProps } from './TableOfContents.js';
