import { SEARCH_INDEX_DIR } from '@kran/runtime';
import { createContext, useContext } from 'react';
import { useHref } from 'react-router-dom';
import { pagefindLoaderFor } from './load-pagefind.js';
import type { LoadPagefind } from './pagefind.js';

/** Replaces the Pagefind the search loads from the site, in tests and stories. */
export const PagefindContext = /* @__PURE__ */ createContext<LoadPagefind | undefined>(undefined);

/** Loads the site's Pagefind script, below the router's base URL, unless a PagefindContext provides another. */
export function useLoadPagefind(): LoadPagefind {
  const provided = useContext(PagefindContext);
  const scriptUrl = useHref(`/${SEARCH_INDEX_DIR}/pagefind.js`);
  return provided ?? pagefindLoaderFor(scriptUrl);
}
