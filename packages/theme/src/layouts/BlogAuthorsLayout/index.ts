import { overridable } from '../../overrides/ThemeComponentsContext.js';
import { BlogAuthorsLayout as DefaultBlogAuthorsLayout } from './BlogAuthorsLayout.js';

export const BlogAuthorsLayout = /* @__PURE__ */ overridable('BlogAuthorsLayout', DefaultBlogAuthorsLayout);
export type { BlogAuthorsLayoutProps } from './BlogAuthorsLayout.js';
