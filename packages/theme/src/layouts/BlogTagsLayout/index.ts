import { overridable } from '../../overrides/ThemeComponentsContext.js';
import { BlogTagsLayout as DefaultBlogTagsLayout } from './BlogTagsLayout.js';

export const BlogTagsLayout = overridable('BlogTagsLayout', DefaultBlogTagsLayout);
export type { BlogTagsLayoutProps } from './BlogTagsLayout.js';
