export { BlogSidebar as default } from '../layouts/BlogSidebar/BlogSidebar.js';
