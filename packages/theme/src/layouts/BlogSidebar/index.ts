import { overridable } from '../../overrides/ThemeComponentsContext.js';
import { BlogSidebar as DefaultBlogSidebar } from './BlogSidebar.js';

export const BlogSidebar = /* @__PURE__ */ overridable('BlogSidebar', DefaultBlogSidebar);
export type { BlogSidebarProps } from './BlogSidebar.js';
