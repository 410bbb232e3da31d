import { overridable } from '../../overrides/ThemeComponentsContext.js';
import { DocBreadcrumbs as DefaultDocBreadcrumbs } from './DocBreadcrumbs.js';

export const DocBreadcrumbs = /* @__PURE__ */ overridable('DocBreadcrumbs', DefaultDocBreadcrumbs);
export type { DocBreadcrumbsProps } from './DocBreadcrumbs.js';
