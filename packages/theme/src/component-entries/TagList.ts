export { TagList as default } from '../components/TagList/TagList.js';
