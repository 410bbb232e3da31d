export { BlogTagPostsLayout as default } from '../layouts/BlogTagPostsLayout/index.js';
