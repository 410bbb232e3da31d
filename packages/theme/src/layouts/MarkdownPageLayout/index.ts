export { MarkdownPageLayout } from './MarkdownPageLayout.js';
export type { MarkdownPageLayoutProps } from './MarkdownPageLayout.js';
