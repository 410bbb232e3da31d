import { expect, it } from 'vitest';
import * as api from './index';

it('exports exactly the public API', () => {
  expect(Object.keys(api).sort()).toEqual(['DATA_ID', 'KranApp', 'Link', 'NavigationProgress', 'PROGRESS_DELAY_MS', 'Prefetcher', 'ROOT_ID', 'RouteDataLoader', 'RuntimeContext', 'canPrefetch', 'decodePageData', 'encodePageData', 'hydrate', 'normalizePath', 'useRuntime']);
});
