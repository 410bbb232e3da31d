export { BlogTagsLayout as default } from '../layouts/BlogTagsLayout/BlogTagsLayout.js';
