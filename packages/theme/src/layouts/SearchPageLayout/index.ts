export { SEARCH_PAGE_SIZE, SearchPageLayout } from './SearchPageLayout.js';
export type { SearchPageLayoutProps } from './SearchPageLayout.js';
