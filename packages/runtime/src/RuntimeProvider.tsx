import { useMemo, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { RuntimeContext } from './runtime-context.js';
import { siteHref } from './site-href.js';

export interface RuntimeProviderProps {
  prefetch(path: string): void;
  /** The base URL without its trailing slash. */
  basename: string;
  children: ReactNode;
}

/** Gives links the router's navigation through one stable context value, so no link re-renders for it. */
export function RuntimeProvider({ prefetch, basename, children }: RuntimeProviderProps) {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const value = useMemo(
    () => ({
      prefetch,
      basename,
      // As a link to the current URL does in the browser, going to it again replaces the history entry.
      navigate: (to: string) => navigateRef.current(to, { replace: isCurrentUrl(basename, to) }),
    }),
    [prefetch, basename],
  );
  return <RuntimeContext.Provider value={value}>{children}</RuntimeContext.Provider>;
}

function isCurrentUrl(basename: string, to: string): boolean {
  const { pathname, search, hash } = window.location;
  return siteHref(basename, to) === `${pathname}${search}${hash}`;
}
