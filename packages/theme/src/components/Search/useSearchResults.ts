import { useEffect, useState } from 'react';
import { groupSearchResults } from './group-search-results.js';
import { mergeSearchResults } from './merge-search-results.js';
import type { Pagefind } from './pagefind.js';
import { useLoadPagefind } from './PagefindContext.js';
import type { SearchResult } from './search-result.js';
import { searchQueries } from './search-queries.js';
import type { SearchSection } from './search-sections.js';

export interface SearchState {
  /** `idle` without a query; `loading` while a search runs, still showing the previous results. */
  status: 'idle' | 'loading' | 'done' | 'failed';
  /** The query the results belong to. */
  query: string;
  /** One entry per page (an article published twice counts once), best first. */
  results: SearchResult[];
  /** How many pages match in all. */
  total: number;
  /** Whether pages beyond the first `limit` match. */
  hasMore: boolean;
}

export interface SearchOptions {
  query: string;
  section?: SearchSection;
  /** How many results to show. */
  limit: number;
  /** How many matching sections to show under each page. */
  sectionLimit: number;
  /** Quiet time after the last change before searching. */
  debounceMs?: number;
}

/** How many pages are loaded for each result shown. */
const LOOKAHEAD = 2;

const IDLE: SearchState = { status: 'idle', query: '', results: [], total: 0, hasMore: false };

/** Searches the site's index as the query changes, loading Pagefind on first use. */
export function useSearchResults({
  query,
  section,
  limit,
  sectionLimit,
  debounceMs = 150,
}: SearchOptions): SearchState {
  const loadPagefind = useLoadPagefind();
  const [state, setState] = useState<SearchState>(IDLE);
  const term = query.trim();

  useEffect(() => {
    if (term === '') {
      setState(IDLE);
      return;
    }
    let isCurrent = true;
    setState((previous) => (previous.status === 'loading' ? previous : { ...previous, status: 'loading' }));
    const timer = setTimeout(() => {
      loadPagefind()
        .then((pagefind) => searchPages(pagefind, term, section))
        .then(async (pages) => {
          if (!pages || !isCurrent) return;
          // More pages than shown are loaded, so that the full post of an announcement ranked among them is found.
          const loaded = limit * LOOKAHEAD;
          const data = await Promise.all(pages.slice(0, loaded).map((page) => page.data()));
          if (!isCurrent) return;
          const entries = groupSearchResults(data, { sectionLimit });
          const hasMore = entries.length > limit || pages.length > loaded;
          setState({ status: 'done', query: term, results: entries.slice(0, limit), total: pages.length, hasMore });
        })
        .catch((error: unknown) => {
          if (!isCurrent) return;
          console.error('The search index could not be loaded or searched.', error);
          setState({ ...IDLE, status: 'failed', query: term });
        });
    }, debounceMs);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [term, section, limit, sectionLimit, debounceMs, loadPagefind]);

  return state;
}

/** Every page that matches the query, best first; undefined when a newer search superseded one of its searches. */
async function searchPages(pagefind: Pagefind, term: string, section: SearchSection | undefined) {
  const options = section ? { filters: { section } } : {};
  const searches = await Promise.all(searchQueries(term).map((query) => pagefind.search(query, options)));
  if (searches.some((search) => search === null)) return undefined;
  return mergeSearchResults(searches.map((search) => search!.results));
}
