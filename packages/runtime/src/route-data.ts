import type { RouteMap } from '@kran/contract';
import { NOT_FOUND_FILE, NOT_FOUND_PATH } from './constants.js';
import { embeddedPageOf, pageDataOf } from './embedded-page.js';
import { normalizePath } from './normalize-path.js';
import type { PageData, RuntimeSettings } from './page-data.js';
import type { DecodeHast } from './page-data-codec.js';

/** Where a route's prerendered HTML is and which layout shows it. */
export interface RouteEntry {
  htmlUrl: string;
  layoutKind: string;
}

/**
 * Loads routes on demand: each part of the route map once, then each route's prerendered HTML at most once, whose
 * embedded data, with the content read back from its markup, is the route's data.
 */
export class RouteDataLoader<Props = unknown> {
  private routeMaps = new Map<string, Promise<RouteMap>>();
  private htmls = new Map<string, Promise<string | undefined>>();
  private pages = new Map<string, Promise<PageData<Props> | undefined>>();

  constructor(
    private readonly settings: RuntimeSettings,
    private readonly fetchText: (url: string) => Promise<string> = defaultFetchText,
    /** Decodes the hast trees of the data of a theme without `renderStaticContent` (decodeHastRoot). */
    private readonly decodeHast?: DecodeHast,
  ) {}

  /** Where a route's HTML is, or undefined when the site has no such route. */
  async routeOf(path: string): Promise<RouteEntry | undefined> {
    const key = normalizePath(path);
    const url = routeMapUrlOf(this.settings, key);
    const map = await cached(this.routeMaps, url, () =>
      this.fetchText(url).then((json) => JSON.parse(json) as RouteMap),
    );
    const layoutKind = map[key];
    return layoutKind === undefined ? undefined : { htmlUrl: htmlUrlOf(this.settings.baseUrl, key), layoutKind };
  }

  /**
   * The route's data; rejects when it cannot be loaded, or when the page is of another build than the running code
   * (a newer deploy), which must not render it. A failed load is tried again next time.
   */
  load(path: string): Promise<PageData<Props> | undefined> {
    const key = normalizePath(path);
    return cached(this.pages, key, () =>
      this.fetchHtml(key).then((html) => {
        if (html === undefined) return undefined;
        const embedded = embeddedPageOf(new DOMParser().parseFromString(html, 'text/html'));
        if (embedded.settings.build !== this.settings.build)
          throw new Error(`The page ${key} is of another build than the page's code.`);
        return pageDataOf<Props>(embedded, this.decodeHast);
      }),
    );
  }

  /**
   * Fetches a route's HTML into memory ahead of a likely navigation, once; `load` reads it from there. Undefined when
   * the site has no such route.
   */
  fetchHtml(path: string): Promise<string | undefined> {
    const key = normalizePath(path);
    return cached(this.htmls, key, () => this.routeOf(key).then((route) => route && this.fetchText(route.htmlUrl)));
  }

  /** Seeds the cache with data that is already on the page. */
  remember(data: PageData<Props>): void {
    this.pages.set(normalizePath(data.path), Promise.resolve(data));
  }
}

/** The promise `make` gives for `key`, made once; a rejected one is made again next time. */
function cached<T>(promises: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let promise = promises.get(key);
  if (!promise) {
    promises.set(key, (promise = make()));
    promise.catch(() => promises.delete(key));
  }
  return promise;
}

/** The URL of a route's HTML (a normalised path) as the build writes it: the folder of its `index.html`. */
export function htmlUrlOf(baseUrl: string, path: string): string {
  if (path === NOT_FOUND_PATH) return `${baseUrl}${NOT_FOUND_FILE}`;
  return path === '/' ? baseUrl : `${baseUrl}${path.slice(1)}/`;
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

async function defaultFetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Loading ${url} failed with status ${response.status}.`);
  return response.text();
}
