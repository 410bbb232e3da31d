import { overridable } from '../../overrides/ThemeComponentsContext.js';
import { BlogAuthorPostsLayout as DefaultBlogAuthorPostsLayout } from './BlogAuthorPostsLayout.js';

export const BlogAuthorPostsLayout = /* @__PURE__ */ overridable('BlogAuthorPostsLayout', DefaultBlogAuthorPostsLayout);
export type { BlogAuthorPostsLayoutProps } from './BlogAuthorPostsLayout.js';
