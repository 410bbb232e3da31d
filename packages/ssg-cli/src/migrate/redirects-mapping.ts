import type { ConfigPath } from '@kran/content-core';
import type { TranslateContext } from './translate-context.js';
import { noteUnknownKey, translateValue } from './translate-value.js';

/** The top-level key of site.config.ts that holds the client redirects. */
export const REDIRECTS_KEY = 'redirects';

/** The options of @docusaurus/plugin-client-redirects that site.config.ts's `redirects` takes, under the same names. */
const REDIRECTS_OPTIONS = ['redirects', 'createRedirects', 'fromExtensions', 'toExtensions'];

/** `redirects` of site.config.ts from the options of @docusaurus/plugin-client-redirects. */
export function redirectsConfig(
  options: Readonly<Record<string, unknown>>,
  path: ConfigPath,
  context: TranslateContext,
): Record<string, unknown> {
  const config: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options)) {
    if (value === undefined || (key === 'id' && value === 'default')) continue;
    if (!REDIRECTS_OPTIONS.includes(key)) {
      noteUnknownKey([...path, key], undefined, context);
      continue;
    }
    const translated = translateValue(value, undefined, [...path, key], context);
    if (translated !== undefined) config[key] = translated;
  }
  return config;
}
