import { expect, it } from 'vitest';
import * as api from './index';

it('exports exactly the public API', () => {
  expect(Object.keys(api).sort()).toEqual([
    'BrokenLinksError',
    'ConfigError',
    'DevSite',
    'InPlaceOutput',
    'NOT_FOUND_PATH',
    'RenderCache',
    'buildSite',
    'createStaticServer',
    'defineConfig',
    'loadConfig',
  ]);
});
