import { overridable } from '../../overrides/ThemeComponentsContext.js';
import { BlogTagPostsLayout as DefaultBlogTagPostsLayout } from './BlogTagPostsLayout.js';

export const BlogTagPostsLayout = /* @__PURE__ */ overridable('BlogTagPostsLayout', DefaultBlogTagPostsLayout);
export type { BlogTagPostsLayoutProps } from './BlogTagPostsLayout.js';
