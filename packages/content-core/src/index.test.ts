import { expect, it } from 'vitest';
import * as api from './index';

it('exports exactly the public API', () => {
  expect(Object.keys(api).sort()).toEqual(['ContentCache', 'ContentError', 'ContentErrors', 'buildManifest', 'defineConfig', 'formatLocation', 'formatProblem', 'isExternalUrl']);
});
