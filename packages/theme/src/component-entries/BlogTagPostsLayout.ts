export { BlogTagPostsLayout as default } from '../layouts/BlogTagPostsLayout/BlogTagPostsLayout.js';
