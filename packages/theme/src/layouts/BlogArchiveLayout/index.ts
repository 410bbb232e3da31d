import { overridable } from '../../overrides/ThemeComponentsContext.js';
import { BlogArchiveLayout as DefaultBlogArchiveLayout } from './BlogArchiveLayout.js';

export const BlogArchiveLayout = /* @__PURE__ */ overridable('BlogArchiveLayout', DefaultBlogArchiveLayout);
export type { BlogArchiveLayoutProps } from './BlogArchiveLayout.js';
