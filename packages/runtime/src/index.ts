export {
  DATA_ID,
  HEAD_TAG_ATTRIBUTE,
  NOT_FOUND_FILE,
  NOT_FOUND_PATH,
  ROOT_ID,
  SEARCH_INDEX_DIR,
  SEARCH_SHARDS_KEY,
} from './constants.js';
export { useHeadTags } from './head-tags.js';
export { hydrate } from './hydrate.js';
export type { HydrateOptions } from './hydrate.js';
export { isExternalUrl } from '@kran/contract';
export { KranApp } from './KranApp.js';
export type { KranAppProps } from './KranApp.js';
export { Link } from './Link.js';
export type { LinkProps } from './Link.js';
export { NavigationProgress, PROGRESS_DELAY_MS } from './NavigationProgress.js';
export { normalizePath } from './normalize-path.js';
export type { PageData, RenderPage, RuntimeSettings } from './page-data.js';
export { decodeHastRoot, decodePageData, encodePageData } from './page-data-codec.js';
export type { DecodeHast, DecodeOptions, LocateHtml, MarkupLocation, ReadHtml } from './page-data-codec.js';
export { canPrefetch, Prefetcher } from './prefetch.js';
export type { PrefetcherOptions } from './prefetch.js';
export { RouteDataLoader } from './route-data.js';
export type { RouteEntry } from './route-data.js';
export { RuntimeContext, useRuntime } from './runtime-context.js';
export { useSiteLinks } from './site-links.js';
export type { SiteLinksOptions } from './site-links.js';
export type { RuntimeContextValue } from './runtime-context.js';
