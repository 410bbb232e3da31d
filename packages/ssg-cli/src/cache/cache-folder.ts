import path from 'node:path';

/** Where a site's build cache lives: below node_modules, which git and the site's own tools ignore. */
export function cacheFolderOf(siteDir: string): string {
  return path.join(siteDir, 'node_modules', '.cache', 'kran');
}

/** Raised whenever the shape of what the cache stores changes, so that older entries are not read as new ones. */
export const CACHE_FORMAT_VERSION = 1;
