export { BlogTagsLayout as default } from '../layouts/BlogTagsLayout/index.js';
