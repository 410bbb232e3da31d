import { expect, it } from 'vitest';
import * as api from './index';

it('exports exactly the public API', () => {
  expect(Object.keys(api).sort()).toEqual([
    'ConfigSource',
    'ContentCache',
    'ContentError',
    'ContentErrors',
    'MDX_COMPONENT_TAG',
    'QuickRoutes',
    'SITE_CONFIG_KEYS',
    'TranslatableTexts',
    'blogTranslationFile',
    'buildManifest',
    'codeTranslationFile',
    'docsVersionTranslationFile',
    'editDistance',
    'formatLocation',
    'formatProblem',
    'isExternalUrl',
    'mergeTranslationEntries',
    'readTranslationFiles',
    'resolveLocales',
    'themeTranslationFile',
  ]);
});
