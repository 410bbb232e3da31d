import { expect, it } from 'vitest';
import * as api from './index';

it('exports exactly the public API', () => {
  expect(Object.keys(api).sort()).toEqual([
    'ConfigSource',
    'ContentCache',
    'ContentError',
    'ContentErrors',
    'MDX_COMPONENT_TAG',
    'Problems',
    'QuickRoutes',
    'SITE_CONFIG_KEYS',
    'buildManifest',
    'editDistance',
    'formatLocation',
    'formatProblem',
    'isExternalUrl',
    'parseJsonText',
    'positionAt',
    'resolveLocales',
  ]);
});
