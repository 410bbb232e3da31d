import { overridable } from '../../overrides/ThemeComponentsContext.js';
import { BlogPostLayout as DefaultBlogPostLayout } from './BlogPostLayout.js';

export const BlogPostLayout = overridable('BlogPostLayout', DefaultBlogPostLayout);
export type { BlogPostLayoutProps } from './BlogPostLayout.js';
