export { MarkdownPageLayout as default } from '../layouts/MarkdownPageLayout/MarkdownPageLayout.js';
