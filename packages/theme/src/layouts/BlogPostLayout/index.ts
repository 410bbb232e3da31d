import { overridable } from '../../overrides/ThemeComponentsContext.js';
import { BlogPostLayout as DefaultBlogPostLayout } from './BlogPostLayout.js';

export const BlogPostLayout = /* @__PURE__ */ overridable('BlogPostLayout', DefaultBlogPostLayout);
export type { BlogPostLayoutProps } from './BlogPostLayout.js';
