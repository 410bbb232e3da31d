export { BlogArchiveLayout as default } from '../layouts/BlogArchiveLayout/BlogArchiveLayout.js';
