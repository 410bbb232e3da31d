export { MarkdownPageLayout as default } from '../layouts/MarkdownPageLayout/index.js';
