import { expect, it } from 'vitest';
import * as api from './index';

it('exports exactly the public API', () => {
  expect(Object.keys(api).sort()).toEqual([
    'DATA_ID',
    'HEAD_TAG_ATTRIBUTE',
    'KranApp',
    'Link',
    'NOT_FOUND_FILE',
    'NOT_FOUND_PATH',
    'NavigationProgress',
    'PROGRESS_DELAY_MS',
    'Prefetcher',
    'ROOT_ID',
    'RouteDataLoader',
    'RuntimeContext',
    'SEARCH_INDEX_DIR',
    'canPrefetch',
    'decodeHastRoot',
    'decodePageData',
    'encodePageData',
    'hydrate',
    'isExternalUrl',
    'normalizePath',
    'useHeadTags',
    'useRuntime',
    'useSiteLinks',
  ]);
});
