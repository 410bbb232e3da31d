import { sitePathOf } from '../links/local-files.js';
import { SITE_ALIAS } from '@kran/contract';

/** The webpack loader prefix Docusaurus's docs use to import a file's text (`!!raw-loader!./example.py`). */
export const RAW_LOADER = '!!raw-loader!';

const JSON_FILE = /\.json$/i;
const IMPORT_FROM = /^\s*import\s+[\w$]+\s+from\s+(['"])([^'"\n]+)\1/gm;

/**
 * How MDX takes what a file imports as its value: `text` for a raw import (`!!raw-loader!` or one of the site's
 * `markdown.rawImports` patterns), `json` for a JSON file of the site, undefined for any other import.
 */
export function textImportKind(specifier: string, rawImports: readonly RegExp[]): 'text' | 'json' | undefined {
  if (specifier.startsWith(RAW_LOADER)) return 'text';
  const isLocal = specifier.startsWith('.') || specifier.startsWith(SITE_ALIAS);
  if (!isLocal) return undefined;
  if (rawImports.some((pattern) => new RegExp(pattern.source, pattern.flags.replace('g', '')).test(specifier)))
    return 'text';
  return JSON_FILE.test(specifier) ? 'json' : undefined;
}

/**
 * The texts of the files a markdown file's MDX imports as their text or data, by import, as `read` gives them from
 * a path relative to the site's folder (undefined for a file that is not there); undefined without such imports.
 * Found in the text before it is parsed, so that the files' texts can join the parse's cache key.
 */
export function readTextImports(
  { source, file }: { source: string; file: string },
  rawImports: readonly RegExp[],
  read: (file: string) => string | undefined,
): Record<string, string> | undefined {
  let texts: Record<string, string> | undefined;
  for (const match of source.matchAll(IMPORT_FROM)) {
    const specifier = match[2]!;
    if (!textImportKind(specifier, rawImports)) continue;
    const target = specifier.startsWith(RAW_LOADER) ? specifier.slice(RAW_LOADER.length) : specifier;
    const sitePath = sitePathOf(target, file);
    const text = sitePath === undefined ? undefined : read(sitePath);
    if (text !== undefined) (texts ??= {})[specifier] = text;
  }
  return texts;
}
