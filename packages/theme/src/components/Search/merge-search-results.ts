import type { PagefindResult } from './pagefind.js';

/**
 * The pages found by several searches of one query, each once, best first. A page's scores add up, so
 * a page that matches the query as typed and loosened (`docker-compose` written so, and its words)
 * ranks above one that matches only the loosened words; equal scores keep the order of the searches.
 */
export function mergeSearchResults(searches: PagefindResult[][]): PagefindResult[] {
  const merged = new Map<string, PagefindResult>();
  for (const results of searches)
    for (const result of results) {
      const known = merged.get(result.id);
      merged.set(result.id, known ? { ...known, score: known.score + result.score } : result);
    }
  return [...merged.values()].sort((a, b) => b.score - a.score);
}
