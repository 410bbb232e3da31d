export { BlogListLayout as default } from '../layouts/BlogListLayout/BlogListLayout.js';
