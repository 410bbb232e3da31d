export { BlogSidebar } from './BlogSidebar.js';
