import { normalizePath } from '@kran/runtime';
import type { PagefindResultData, PagefindSubResult } from './pagefind.js';

/** A matching section of a result page, below one of its headings. */
export interface SearchResultSection {
  /** Site path of the page with the heading's hash: `/docs#den-container-stoppen`. */
  url: string;
  /** The heading's text. */
  title: string;
  /** Pagefind's excerpt of the section, matches in `<mark>`. */
  excerpt: string;
}

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
  /** The page's best matching sections, best first. */
  sections: SearchResultSection[];
}

/** The result for one page's data, with at most `sectionLimit` of its matching sections. */
export function toSearchResult(data: PagefindResultData, sectionLimit: number): SearchResult {
  const { title, date } = data.meta;
  const section = data.filters.section?.[0];
  const url = toSitePath(data.url);
  return {
    url,
    title: title ?? url,
    ...(date ? { date } : {}),
    ...(section ? { section } : {}),
    excerpt: data.excerpt,
    sections: bestSections(data.sub_results ?? [], url, sectionLimit),
  };
}

function bestSections(subResults: PagefindSubResult[], pageUrl: string, limit: number): SearchResultSection[] {
  return subResults
    .map((subResult) => ({ subResult, url: toSitePath(subResult.url) }))
    .filter(({ subResult, url }) => subResult.anchor !== undefined && url !== pageUrl)
    .map(({ subResult, url }) => ({ url, title: subResult.title, excerpt: subResult.excerpt, score: score(subResult) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ url, title, excerpt }) => ({ url, title, excerpt }));
}

function score(subResult: PagefindSubResult): number {
  return (subResult.weighted_locations ?? []).reduce((sum, location) => sum + location.balanced_score, 0);
}

/** `/docs/#x` -> `/docs#x`: the site path the router knows, with the hash kept. */
function toSitePath(url: string): string {
  const hashStart = url.indexOf('#');
  if (hashStart === -1) return normalizePath(url);
  return `${normalizePath(url.slice(0, hashStart))}${url.slice(hashStart)}`;
}
