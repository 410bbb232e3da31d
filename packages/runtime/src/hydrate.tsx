import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { embeddedPageOf, pageDataOf } from './embedded-page.js';
import { KranApp } from './KranApp.js';
import type { PageData, RenderPage } from './page-data.js';
import { addPrefetchLink, supportsLinkPrefetch } from './link-prefetch.js';
import type { DecodeHast } from './page-data-codec.js';
import { Prefetcher } from './prefetch.js';
import { RouteDataLoader } from './route-data.js';
import { RuntimeProvider } from './RuntimeProvider.js';
import { basenameOf } from './site-href.js';

export interface HydrateOptions<Props = unknown> {
  renderPage: RenderPage<Props>;
  /** Loads what a page needs before it is shown (its layout's code); hydration waits for the first page's. */
  preparePage?: (data: PageData<Props>) => Promise<void>;
  /** decodeHastRoot, for a theme whose page data holds hast trees (one without `renderStaticContent`). */
  decodeHast?: DecodeHast;
}

/** Hydrates the prerendered page from the data embedded in it, once the page's code is loaded. */
export async function hydrate<Props>({ renderPage, preparePage, decodeHast }: HydrateOptions<Props>): Promise<void> {
  const embedded = embeddedPageOf(document);
  const { settings, root } = embedded;
  const loader = new RouteDataLoader<Props>(settings, undefined, decodeHast);
  let page: PageData<Props>;
  try {
    page = pageDataOf<Props>(embedded, decodeHast);
  } catch {
    // Something changed the markup before this code ran; the page's HTML as the server sends it holds the content.
    page = (await loader.load((embedded.page as { path: string }).path))!;
  }
  loader.remember(page);
  if (window.history.scrollRestoration) window.history.scrollRestoration = 'manual';
  const loadRoute = (path: string) => loader.load(path).then((data) => (data ? preparePage?.(data) : undefined));
  const prefetcher = new Prefetcher({
    routeOf: (path) => loader.routeOf(path),
    fetchHtml: (path) => loader.fetchHtml(path),
    loadRoute,
    prefetchUrl: supportsLinkPrefetch() ? addPrefetchLink : undefined,
    layoutChunks: settings.layoutChunks,
    // Only what a click needs: the code of a layout the page runs already is in the browser's cache.
    isFetched: (url) => performance.getEntriesByName(new URL(url, window.location.href).href).length > 0,
    connection: (navigator as { connection?: { saveData?: boolean; effectiveType?: string } }).connection,
  });
  const prefetch = (path: string) => prefetcher.prefetch(path);
  const basename = basenameOf(settings.baseUrl);
  await preparePage?.(page);
  // In a transition React hydrates in slices that yield to the browser, rather than in one long task.
  startTransition(() => {
    hydrateRoot(
      root,
      <BrowserRouter basename={basename || '/'}>
        <RuntimeProvider prefetch={prefetch} basename={basename}>
          <KranApp initial={page} renderPage={renderPage} loader={loader} {...(preparePage ? { preparePage } : {})} />
        </RuntimeProvider>
      </BrowserRouter>,
    );
  });
}
