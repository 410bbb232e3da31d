export { BlogArchiveLayout } from './BlogArchiveLayout.js';
export type { BlogArchiveLayoutProps } from './BlogArchiveLayout.js';
