export { BlogPostLayout as default } from '../layouts/BlogPostLayout/BlogPostLayout.js';
