export { PagefindContext } from './PagefindContext.js';
export type { LoadPagefind, Pagefind, PagefindResult, PagefindResultData } from './pagefind.js';
export { SearchBar } from './SearchBar.js';
export { SEARCH_PAGE_PATH, searchPageUrl } from './search-page-url.js';
export type { SearchResult } from './search-result.js';
export {
  blogPostSection,
  isSearchSection,
  SEARCH_SECTIONS,
  searchIndexAttributes,
  sectionMessageKey,
} from './search-sections.js';
export type { SearchSection } from './search-sections.js';
export { pageTitleSearchAttributes } from './search-sections.js';
