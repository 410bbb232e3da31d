export { BlogTagPostsLayout } from './BlogTagPostsLayout.js';
export type { BlogTagPostsLayoutProps } from './BlogTagPostsLayout.js';
