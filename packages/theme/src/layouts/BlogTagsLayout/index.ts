export { BlogTagsLayout } from './BlogTagsLayout.js';
export type { BlogTagsLayoutProps } from './BlogTagsLayout.js';
