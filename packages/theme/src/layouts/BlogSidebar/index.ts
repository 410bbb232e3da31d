export { BlogSidebar } from './BlogSidebar.js';
export type { BlogSidebarProps } from './BlogSidebar.js';
