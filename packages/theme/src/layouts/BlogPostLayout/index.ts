export { BlogPostLayout } from './BlogPostLayout.js';
export type { BlogPostLayoutProps } from './BlogPostLayout.js';
