export { BlogPostLayout as default } from '../layouts/BlogPostLayout/index.js';
