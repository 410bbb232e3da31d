import { normalizePath } from '@kran/runtime';
import type { PagefindResultData } from './pagefind.js';

/** One search result as the theme shows it. */
export interface SearchResult {
  /** Site path of the page, without base URL: `/blogs/2019/01/15/x`. */
  url: string;
  title: string;
  /** `YYYY-MM-DD`, for posts. */
  date?: string;
  /** The section's German name, as the index holds it. */
  section?: string;
  /** Pagefind's excerpt, matches in `<mark>`; render it with `Excerpt`. */
  excerpt: string;
}

export function toSearchResult(data: PagefindResultData): SearchResult {
  const { title, date } = data.meta;
  const section = data.filters.section?.[0];
  return {
    url: normalizePath(data.url),
    title: title ?? normalizePath(data.url),
    ...(date ? { date } : {}),
    ...(section ? { section } : {}),
    excerpt: data.excerpt,
  };
}
