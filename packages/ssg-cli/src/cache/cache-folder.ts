import path from 'node:path';

/**
 * Where a site's build cache lives: below node_modules, which git and the site's own tools ignore. Each locale of a
 * site in several languages has a folder of its own beside it, so that building one leaves the others' as they are.
 */
export function cacheFolderOf(siteDir: string, locale?: string): string {
  return path.join(siteDir, 'node_modules', '.cache', locale === undefined ? 'kran' : `kran-locale-${locale}`);
}

/** Raised whenever the shape of what the cache stores changes, so that older entries are not read as new ones. */
export const CACHE_FORMAT_VERSION = 4;
