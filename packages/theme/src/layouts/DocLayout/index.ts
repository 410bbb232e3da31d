export { DocLayout } from './DocLayout.js';
export type { DocLayoutProps } from './DocLayout.js';
