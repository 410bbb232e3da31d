import { overridable } from '../../overrides/ThemeComponentsContext.js';
import { SearchPageLayout as DefaultSearchPageLayout } from './SearchPageLayout.js';

export const SearchPageLayout = /* @__PURE__ */ overridable('SearchPageLayout', DefaultSearchPageLayout);
export { SEARCH_PAGE_SIZE } from './SearchPageLayout.js';
export type { SearchPageLayoutProps } from './SearchPageLayout.js';
