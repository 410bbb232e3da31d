import { useEffect, useState } from 'react';
import { useLoadPagefind } from './PagefindContext.js';
import { toSearchResult, type SearchResult } from './search-result.js';
import type { SearchSection } from './search-sections.js';

export interface SearchState {
  /** `idle` without a query; `loading` while a search runs, still showing the previous results. */
  status: 'idle' | 'loading' | 'done' | 'failed';
  /** The query the results belong to. */
  query: string;
  results: SearchResult[];
  /** How many pages match in all, of which `results` holds the first `limit`. */
  total: number;
}

export interface SearchOptions {
  query: string;
  section?: SearchSection;
  /** How many results to load the data of. */
  limit: number;
  /** Quiet time after the last change before searching. */
  debounceMs?: number;
}

const IDLE: SearchState = { status: 'idle', query: '', results: [], total: 0 };

/** Searches the site's index as the query changes, loading Pagefind on first use. */
export function useSearchResults({ query, section, limit, debounceMs = 150 }: SearchOptions): SearchState {
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
        .then((pagefind) => pagefind.search(term, section ? { filters: { section } } : {}))
        .then(async (search) => {
          if (!search || !isCurrent) return;
          const pages = await Promise.all(search.results.slice(0, limit).map((result) => result.data()));
          if (isCurrent)
            setState({ status: 'done', query: term, results: pages.map(toSearchResult), total: search.results.length });
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
  }, [term, section, limit, debounceMs, loadPagefind]);

  return state;
}
