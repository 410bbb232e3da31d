export { BlogListLayout as default } from '../layouts/BlogListLayout/index.js';
