export { PostHeader as default } from '../components/PostHeader/PostHeader.js';
