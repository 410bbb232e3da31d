export { BlogLayout } from './BlogLayout.js';
export type { BlogLayoutProps } from './BlogLayout.js';
