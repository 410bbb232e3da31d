import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { normalizePath } from './normalize-path.js';
import type { PageData, RenderPage } from './page-data.js';
import type { RouteDataLoader } from './route-data.js';

export interface KranAppProps {
  initial: PageData;
  renderPage: RenderPage;
  /** Absent on the server, where there is nothing to load. */
  loader?: RouteDataLoader;
  /** Route whose data renders unknown paths. */
  notFoundPath?: string;
}

const NOT_FOUND_PATH = '/404';

// Layout effects only run in the browser; on the server the plain effect avoids React's warning.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Renders the current route. On navigation it keeps showing the current page until the next
 * route's data has arrived; if that fails, the browser loads the target page in full.
 */
export function KranApp({ initial, renderPage, loader, notFoundPath = NOT_FOUND_PATH }: KranAppProps) {
  const location = useLocation();
  const [page, setPage] = useState<{ key: string; data: PageData }>({ key: location.key, data: initial });
  const targetPath = normalizePath(location.pathname);
  const isFirstPage = useRef(true);

  useEffect(() => {
    if (!loader || location.key === page.key) return;
    let isCurrent = true;
    loader
      .load(targetPath)
      .then((data) => data ?? loader.load(notFoundPath))
      .then((data) => {
        if (!isCurrent) return;
        if (!data) throw new Error(`No data for ${targetPath}.`);
        setPage({ key: location.key, data });
      })
      .catch((error: unknown) => {
        if (!isCurrent) return;
        console.warn(`Loading ${targetPath} failed; loading the page in full.`, error);
        window.location.assign(window.location.href);
      });
    return () => {
      isCurrent = false;
    };
  }, [loader, location.key, targetPath, page.key, notFoundPath]);

  useBrowserLayoutEffect(() => {
    document.title = page.data.title;
    if (isFirstPage.current) {
      isFirstPage.current = false;
      return;
    }
    const hash = decodeURIComponent(window.location.hash.slice(1));
    const anchor = hash ? document.getElementById(hash) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [page]);

  return <>{renderPage(page.data)}</>;
}
