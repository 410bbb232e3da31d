import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { DATA_ID, ROOT_ID } from './constants.js';
import { KranApp } from './KranApp.js';
import type { PageData, RenderPage, RuntimeSettings } from './page-data.js';
import { addPrefetchLink, supportsLinkPrefetch } from './link-prefetch.js';
import { markupContentReader } from './markup-content.js';
import { decodePageData, type DecodeHast } from './page-data-codec.js';
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

/** What a built page embeds: its data, the runtime settings and where its content is in its markup. */
interface EmbeddedData {
  page: unknown;
  settings: RuntimeSettings;
  contentSelectors?: string[];
}

/** Hydrates the prerendered page from the data embedded in it, once the page's code is loaded. */
export async function hydrate<Props>({ renderPage, preparePage, decodeHast }: HydrateOptions<Props>): Promise<void> {
  const embedded = document.getElementById(DATA_ID)?.textContent;
  const root = document.getElementById(ROOT_ID);
  if (!embedded || !root) throw new Error(`The page has no #${DATA_ID} or #${ROOT_ID}; was it built by kran build?`);
  const embeddedData = JSON.parse(embedded) as EmbeddedData;
  const { settings } = embeddedData;
  const loader = new RouteDataLoader<Props>(settings, undefined, decodeHast);
  let page: PageData<Props>;
  try {
    // The content the markup shows is read back from it: the inline data does not carry it a second time.
    const readHtml = markupContentReader(root, embeddedData.contentSelectors ?? []);
    page = decodePageData<Props>(embeddedData.page, settings.sharedProps, { readHtml, decodeHast });
  } catch {
    // Something changed the markup before this code ran; the page's data file holds the content too.
    page = (await loader.load((embeddedData.page as { path: string }).path))!;
  }
  loader.remember(page);
  if (window.history.scrollRestoration) window.history.scrollRestoration = 'manual';
  const loadRoute = (path: string) => loader.load(path).then((data) => (data ? preparePage?.(data) : undefined));
  const prefetcher = new Prefetcher({
    routeOf: (path) => loader.routeOf(path),
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
