import { overridable } from '../../overrides/ThemeComponentsContext.js';
import { BlogTagsLayout as DefaultBlogTagsLayout } from './BlogTagsLayout.js';

export const BlogTagsLayout = /* @__PURE__ */ overridable('BlogTagsLayout', DefaultBlogTagsLayout);
export type { BlogTagsLayoutProps } from './BlogTagsLayout.js';
