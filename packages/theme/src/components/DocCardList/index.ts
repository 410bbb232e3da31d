export { DocCardList } from './DocCardList.js';
export type { DocCardListProps } from './DocCardList.js';
export { CategoryCardsContext, CurrentCategoryCards } from './CurrentCategoryCards.js';
