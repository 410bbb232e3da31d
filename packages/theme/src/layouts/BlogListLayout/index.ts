export { BlogListLayout } from './BlogListLayout.js';
export type { BlogListLayoutProps } from './BlogListLayout.js';
