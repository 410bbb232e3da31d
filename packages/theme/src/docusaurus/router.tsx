import { useEffect, useMemo } from 'react';
import { withoutBaseUrl } from '@kran/contract';
import { useLocation, useNavigate, useParams, type To } from 'react-router-dom';
import { useSiteShell } from '../site-context.js';

export { useLocation, useParams };

export interface RedirectProps {
  /** A site path (`/docs/intro`, or with the base URL as Docusaurus's paths carry it), or its parts. */
  to: To;
  /** Adds the target to the history instead of replacing the page that redirects. */
  push?: boolean;
}

/**
 * Docusaurus's `<Redirect to>` (react-router 5's): once the page runs in the browser it goes on to `to`, replacing
 * itself in the history unless `push`. The server render shows nothing, as Docusaurus's does.
 */
export function Redirect({ to, push = false }: RedirectProps) {
  const navigate = useSitePathNavigate();
  useEffect(() => {
    navigate(to, { replace: !push });
    // A redirect goes once, where the page first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/** What react-router 5's `useHistory()` offers the pages that still use it: moving on, and where the page is. */
export interface History {
  push(to: To): void;
  replace(to: To): void;
  go(delta: number): void;
  goBack(): void;
  goForward(): void;
  location: ReturnType<typeof useLocation>;
}

/** Docusaurus's `useHistory()` (react-router 5's), on react-router's navigation. */
export function useHistory(): History {
  const navigate = useSitePathNavigate();
  const navigateBy = useNavigate();
  const location = useLocation();
  return useMemo(
    () => ({
      push: (to: To) => navigate(to),
      replace: (to: To) => navigate(to, { replace: true }),
      go: (delta: number) => void navigateBy(delta),
      goBack: () => void navigateBy(-1),
      goForward: () => void navigateBy(1),
      location,
    }),
    [navigate, navigateBy, location],
  );
}

/**
 * Navigation to a site path. Docusaurus's router has no base URL of its own, so its pages write paths with the base
 * URL (`useBaseUrl('/docs')`); the theme's router adds it, so it is taken off such a path first.
 */
function useSitePathNavigate(): (to: To, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const { baseUrl } = useSiteShell();
  return useMemo(
    () => (to: To, options?: { replace?: boolean }) => {
      void navigate(typeof to === 'string' ? withoutBaseUrl(to, baseUrl) : to, options);
    },
    [navigate, baseUrl],
  );
}
