import type { RouteMap } from '@kran/contract';
import { normalizePath } from './normalize-path.js';
import type { PageData, RuntimeSettings } from './page-data.js';
import { decodePageData, type DecodeHast } from './page-data-codec.js';

/** Where a route's data is and which layout shows it. */
export interface RouteEntry {
  dataUrl: string;
  layoutKind: string;
}

/** Loads route data on demand: each part of the route map once, then each route's data file at most once. */
export class RouteDataLoader<Props = unknown> {
  private routeMaps = new Map<string, Promise<RouteMap>>();
  private pages = new Map<string, Promise<PageData<Props>>>();

  constructor(
    private readonly settings: RuntimeSettings,
    private readonly fetchJson: (url: string) => Promise<unknown> = defaultFetchJson,
    /** Decodes the hast trees of the data of a theme without `renderStaticContent` (decodeHastRoot). */
    private readonly decodeHast?: DecodeHast,
  ) {}

  /** Where a route's data is, or undefined when the site has no such route. */
  async routeOf(path: string): Promise<RouteEntry | undefined> {
    const key = normalizePath(path);
    const url = routeMapUrlOf(this.settings, key);
    let routeMap = this.routeMaps.get(url);
    if (!routeMap) this.routeMaps.set(url, (routeMap = this.fetchJson(url).then((map) => map as RouteMap)));
    const map = await routeMap.catch((error: unknown) => {
      this.routeMaps.delete(url);
      throw error;
    });
    const entry = map[key];
    return entry && { dataUrl: entry[0], layoutKind: entry[1] };
  }

  /** The route's data; rejects when it cannot be loaded. A failed load is tried again next time. */
  load(path: string): Promise<PageData<Props> | undefined> {
    const key = normalizePath(path);
    const cached = this.pages.get(key);
    if (cached) return cached;
    return this.routeOf(key).then((route) => {
      if (route === undefined) return undefined;
      const page = this.fetchJson(route.dataUrl).then((data) =>
        decodePageData<Props>(data, this.settings.sharedProps, { decodeHast: this.decodeHast }),
      );
      this.pages.set(key, page);
      page.catch(() => this.pages.delete(key));
      return page;
    });
  }

  /** Seeds the cache with data that is already on the page. */
  remember(data: PageData<Props>): void {
    this.pages.set(normalizePath(data.path), Promise.resolve(data));
  }
}

/** The URL of the route map part that holds `path` (a normalised path). */
export function routeMapUrlOf(settings: Pick<RuntimeSettings, 'routeMapUrl' | 'routeMapSplits'>, path: string): string {
  let url = settings.routeMapUrl;
  for (const [fromPath, partUrl] of settings.routeMapSplits ?? []) {
    if (fromPath > path) break;
    url = partUrl;
  }
  return url;
}

async function defaultFetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Loading ${url} failed with status ${response.status}.`);
  return response.json();
}
