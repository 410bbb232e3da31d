export { DocCardList } from './DocCardList.js';
export type { DocCardListProps } from './DocCardList.js';
