export { TagList } from './TagList.js';
export type { TagListProps } from './TagList.js';
