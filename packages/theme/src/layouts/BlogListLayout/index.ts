import { overridable } from '../../overrides/ThemeComponentsContext.js';
import { BlogListLayout as DefaultBlogListLayout } from './BlogListLayout.js';

export const BlogListLayout = /* @__PURE__ */ overridable('BlogListLayout', DefaultBlogListLayout);
export type { BlogListLayoutProps } from './BlogListLayout.js';
