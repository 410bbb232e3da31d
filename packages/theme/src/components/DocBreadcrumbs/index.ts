export { DocBreadcrumbs } from './DocBreadcrumbs.js';
export type { DocBreadcrumbsProps } from './DocBreadcrumbs.js';
