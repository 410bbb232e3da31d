import type { PagefindResultData } from './pagefind.js';
import { toSearchResult, type SearchResult } from './search-result.js';

export interface GroupSearchResultsOptions {
  /** How many matching sections to show under a page. */
  sectionLimit: number;
}

/**
 * One entry per page, in the order of `pages` (best first), each with its matching sections. Pages with
 * the same title, date and section are one article published twice (a short announcement beside the
 * full post): they make one entry, at the better rank, which shows the longer page.
 */
export function groupSearchResults(pages: PagefindResultData[], options: GroupSearchResultsOptions): SearchResult[] {
  const entries = new Map<string, PagefindResultData>();
  for (const page of pages) {
    const key = articleKey(page);
    const known = entries.get(key);
    if (!known || (page.word_count ?? 0) > (known.word_count ?? 0)) entries.set(key, page);
  }
  return [...entries.values()].map((page) => toSearchResult(page, options.sectionLimit));
}

function articleKey(page: PagefindResultData): string {
  const title = page.meta.title;
  // A page without a title is only ever itself.
  if (title === undefined) return `url:${page.url}`;
  return JSON.stringify([title, page.meta.date ?? '', page.filters.section?.[0] ?? '']);
}
