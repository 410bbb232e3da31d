import { overridable } from '../../overrides/ThemeComponentsContext.js';
import { BlogArchiveLayout as DefaultBlogArchiveLayout } from './BlogArchiveLayout.js';

export const BlogArchiveLayout = overridable('BlogArchiveLayout', DefaultBlogArchiveLayout);
export type { BlogArchiveLayoutProps } from './BlogArchiveLayout.js';
