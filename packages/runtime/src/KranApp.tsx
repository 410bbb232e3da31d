import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { NOT_FOUND_PATH } from './constants.js';
import { NavigationProgress } from './NavigationProgress.js';
import { normalizePath } from './normalize-path.js';
import type { PageData, RenderPage } from './page-data.js';
import type { RouteDataLoader } from './route-data.js';
import { ScrollMemory, scrollTargetOf } from './scroll-memory.js';

export interface KranAppProps<Props = unknown> {
  initial: PageData<Props>;
  renderPage: RenderPage<Props>;
  /** Absent on the server, where there is nothing to load. */
  loader?: RouteDataLoader<Props>;
  /** Route whose data renders unknown paths. */
  notFoundPath?: string;
  /** Called before a page is shown, e.g. to load its layout's code; the page switches when it resolves. */
  preparePage?: (data: PageData<Props>) => Promise<void>;
}

const scrollMemory = new ScrollMemory();

// Layout effects only run in the browser; on the server the plain effect avoids React's warning.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Renders the current route. On navigation it keeps showing the current page until the next route's
 * data (and code) has arrived; if that fails, the browser loads the target page in full.
 */
export function KranApp<Props>({
  initial,
  renderPage,
  loader,
  notFoundPath = NOT_FOUND_PATH,
  preparePage,
}: KranAppProps<Props>) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [page, setPage] = useState<{ key: string; data: PageData<Props>; isPop: boolean }>({
    key: location.key,
    data: initial,
    isPop: false,
  });
  const targetPath = normalizePath(location.pathname);
  const isLoading = location.key !== page.key;
  const isFirstPage = useRef(true);

  useEffect(() => {
    if (!loader || location.key === page.key) return;
    scrollMemory.save(page.key, window.scrollY);
    let isCurrent = true;
    loader
      .load(targetPath)
      .then((data) => data ?? loader.load(notFoundPath))
      .then(async (data) => {
        if (!data) throw new Error(`No data for ${targetPath}.`);
        await preparePage?.(data);
        if (isCurrent) setPage({ key: location.key, data, isPop: navigationType === 'POP' });
      })
      .catch((error: unknown) => {
        if (!isCurrent) return;
        console.warn(`Loading ${targetPath} failed; loading the page in full.`, error);
        window.location.assign(window.location.href);
      });
    return () => {
      isCurrent = false;
    };
  }, [loader, location.key, targetPath, page.key, notFoundPath, navigationType, preparePage]);

  useBrowserLayoutEffect(() => {
    document.title = page.data.title;
    if (isFirstPage.current) {
      isFirstPage.current = false;
      return;
    }
    const target = scrollTargetOf({
      isPop: page.isPop,
      remembered: scrollMemory.positionOf(page.key),
      hash: window.location.hash,
    });
    const anchor = 'elementId' in target ? document.getElementById(target.elementId) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 'y' in target ? target.y : 0);
    if (!page.isPop) document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
  }, [page]);

  return (
    <>
      {renderPage(page.data)}
      <NavigationProgress isLoading={isLoading} />
    </>
  );
}
