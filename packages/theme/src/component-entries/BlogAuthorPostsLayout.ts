export { BlogAuthorPostsLayout as default } from '../layouts/BlogAuthorPostsLayout/BlogAuthorPostsLayout.js';
