import { normalizePath } from './normalize-path.js';
import type { RouteEntry } from './route-data.js';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** False on data-saver and 2g connections, where prefetching would cost the visitor. */
export function canPrefetch(connection: NetworkInformation | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !(connection.effectiveType ?? '').includes('2g');
}

export interface PrefetcherOptions {
  /** Where a route's HTML is and which layout shows it; undefined for a path the site does not have. */
  routeOf(path: string): Promise<RouteEntry | undefined>;
  /** Fetches a route's HTML into memory, where loading the route takes it from (RouteDataLoader.fetchHtml). */
  fetchHtml(path: string): Promise<unknown>;
  /** Loads a route's data and code itself: the fallback where the browser has no link prefetch. */
  loadRoute(path: string): Promise<unknown>;
  /** Adds a `<link rel="prefetch">` for a URL (a layout's code); absent where the browser does not support it. */
  prefetchUrl?: (url: string) => void;
  /** The code each layout kind needs beyond what every page loads. */
  layoutChunks?: Record<string, string[]>;
  /** Whether the page has fetched a file already (a layout's code it runs): such a file is not prefetched. */
  isFetched?: (url: string) => boolean;
  connection?: NetworkInformation;
}

/**
 * Gets what a route needs ahead of a likely navigation, at most once per route: its HTML, which holds its data, into
 * memory (the browser would check a prefetched page with the server again before a script may use it), and its
 * layout's code into the browser's cache with `<link rel="prefetch">` where the browser has it, else by loading the
 * route. A failed prefetch may be tried again.
 */
export class Prefetcher {
  private requestedRoutes = new Set<string>();
  private prefetchedUrls = new Set<string>();

  constructor(private readonly options: PrefetcherOptions) {}

  prefetch(path: string): void {
    if (!canPrefetch(this.options.connection)) return;
    const key = normalizePath(path);
    if (this.requestedRoutes.has(key)) return;
    this.requestedRoutes.add(key);
    const { prefetchUrl } = this.options;
    const prefetched = prefetchUrl
      ? Promise.all([
          this.options.fetchHtml(key),
          this.options.routeOf(key).then((route) => route && this.prefetchCode(route, prefetchUrl)),
        ])
      : this.options.loadRoute(key);
    prefetched.catch(() => this.requestedRoutes.delete(key));
  }

  private prefetchCode(route: RouteEntry, prefetchUrl: (url: string) => void): void {
    for (const url of this.options.layoutChunks?.[route.layoutKind] ?? []) {
      if (this.prefetchedUrls.has(url) || this.options.isFetched?.(url)) continue;
      this.prefetchedUrls.add(url);
      prefetchUrl(url);
    }
  }
}
