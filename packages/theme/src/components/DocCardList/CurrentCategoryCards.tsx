import { createContext, useContext } from 'react';
import type { DocCategoryCard } from '../../types.js';
import { DocCardList } from './DocCardList.js';

/** The cards of the sidebar category whose page the doc being rendered is (its route's `categoryCards`). */
export const CategoryCardsContext = /* @__PURE__ */ createContext<DocCategoryCard[]>([]);

/** MDX's `<DocCardList />`: the items of the category whose page this doc is, as cards. */
export function CurrentCategoryCards() {
  return <DocCardList cards={useContext(CategoryCardsContext)} />;
}
