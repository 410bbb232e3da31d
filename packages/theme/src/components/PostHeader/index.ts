export { PostHeader } from './PostHeader.js';
export type { PostHeaderProps } from './PostHeader.js';
