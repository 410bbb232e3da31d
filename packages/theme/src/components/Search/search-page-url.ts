/** The search results page; `kran build` writes it at this path. */
export const SEARCH_PAGE_PATH = '/search';

/** The results page for a query, optionally narrowed to a section. */
export function searchPageUrl(query: string, section?: string): string {
  const params = new URLSearchParams({ q: query });
  if (section) params.set('section', section);
  return `${SEARCH_PAGE_PATH}?${params.toString()}`;
}
