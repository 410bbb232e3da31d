export { DocBreadcrumbs as default } from '../components/DocBreadcrumbs/DocBreadcrumbs.js';
