export { BlogArchiveLayout as default } from '../layouts/BlogArchiveLayout/index.js';
