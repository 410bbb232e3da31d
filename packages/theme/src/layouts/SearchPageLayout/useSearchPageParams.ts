import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isSearchSection, type SearchSection } from '../../components/Search/search-sections.js';

export interface SearchPageParams {
  query: string;
  section?: SearchSection;
}

/**
 * The results page's query (`q`) and section (`section`) from the URL. They are read after the first
 * render, since the prerendered page has no query and hydration must match it; changes go back into
 * the address bar without a navigation, so typing does not reload the page.
 */
export function useSearchPageParams(): [SearchPageParams, (params: SearchPageParams) => void] {
  const location = useLocation();
  const [params, setParams] = useState<SearchPageParams>({ query: '' });

  useEffect(() => {
    const search = new URLSearchParams(location.search);
    const section = search.get('section');
    setParams({ query: search.get('q') ?? '', ...(isSearchSection(section) ? { section } : {}) });
  }, [location.key, location.search]);

  const update = useCallback(
    (next: SearchPageParams) => {
      setParams(next);
      // Under a MemoryRouter (stories, tests) the address bar belongs to someone else.
      if (!window.location.pathname.endsWith(location.pathname)) return;
      const search = new URLSearchParams();
      if (next.query) search.set('q', next.query);
      if (next.section) search.set('section', next.section);
      const query = search.toString();
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
    },
    [location.pathname],
  );

  return [params, update];
}
