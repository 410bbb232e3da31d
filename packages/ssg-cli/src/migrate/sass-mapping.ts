import type { ConfigPath } from '@kran/content-core';
import { dottedPath } from './migration-notes.js';
import { siteRelative } from './site-paths.js';
import type { TranslateContext } from './translate-context.js';
import { noteUnknownKey } from './translate-value.js';

/** The top-level key of site.config.ts that holds the options of docusaurus-plugin-sass. */
export const SASS_KEY = 'sass';

const FOLDER_OPTIONS = ['loadPaths', 'includePaths'];
const PLAIN_OPTIONS = ['quietDeps', 'silenceDeprecations'];

const ADDITIONAL_DATA_HINT =
  'Put what it prepends into the stylesheets themselves (`@use "variables" as *;` at their top); Kran compiles them as they are.';

/**
 * `sass` of site.config.ts from the options of docusaurus-plugin-sass (sass-loader's): the folders of
 * `sassOptions.loadPaths` and `includePaths` relative to the site folder, `quietDeps` and `silenceDeprecations`;
 * undefined when none of them is given. Everything else gets a note.
 */
export function sassConfig(
  options: Readonly<Record<string, unknown>>,
  path: ConfigPath,
  context: TranslateContext,
): Record<string, unknown> | undefined {
  const sassOptions: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options)) {
    if (value === undefined || (key === 'id' && value === 'default')) continue;
    if (key === 'sassOptions' && typeof value === 'object' && value !== null && !Array.isArray(value)) {
      Object.assign(sassOptions, compilerOptions(value as Record<string, unknown>, [...path, key], context));
      continue;
    }
    if (key === 'sassOptions')
      context.notes.untranslated(
        [...path, key],
        `${dottedPath([...path, key])} is computed by a function, which Kran does not call.`,
        'Write the options as an object: `sass: { sassOptions: { loadPaths: [...] } }` in site.config.ts.',
      );
    else noteUnknownKey([...path, key], key === 'additionalData' ? { hint: ADDITIONAL_DATA_HINT } : undefined, context);
  }
  return Object.keys(sassOptions).length > 0 ? { sassOptions } : undefined;
}

function compilerOptions(
  options: Record<string, unknown>,
  path: ConfigPath,
  context: TranslateContext,
): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options)) {
    if (value === undefined) continue;
    if (FOLDER_OPTIONS.includes(key) && Array.isArray(value))
      kept[key] = value.map((folder) => siteRelative(context.siteDir, String(folder)));
    else if (PLAIN_OPTIONS.includes(key)) kept[key] = value;
    else noteUnknownKey([...path, key], undefined, context);
  }
  return kept;
}
