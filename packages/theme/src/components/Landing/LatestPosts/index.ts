export { LatestPosts } from './LatestPosts.js';
export type { LatestPostsProps } from './LatestPosts.js';
export { readLatestPosts } from './read-latest-posts.js';
export type { LatestPost } from './read-latest-posts.js';
