import type { SearchResult, SearchResultSection } from './search-result.js';

/** One choice in the search box's list: a page, one of its sections, or the results page. */
export type SearchOption =
  | { kind: 'page'; url: string; result: SearchResult }
  | { kind: 'section'; url: string; section: SearchResultSection }
  | { kind: 'showAll'; url: string };

/** The list's choices in keyboard order: each page followed by its sections, the results page last. */
export function searchOptions(results: SearchResult[], showAllUrl: string): SearchOption[] {
  if (results.length === 0) return [];
  return [
    ...results.flatMap((result): SearchOption[] => [
      { kind: 'page', url: result.url, result },
      ...result.sections.map((section): SearchOption => ({ kind: 'section', url: section.url, section })),
    ]),
    { kind: 'showAll', url: showAllUrl },
  ];
}
