import type { BuildOptions } from '../types.js';

/**
 * Whether a build keeps its work in the site's build cache: by default, but not with kran dev's in-memory caches
 * (`cache`, `renderCache`) nor in a worker thread.
 */
export function usesBuildCache(options: BuildOptions): boolean {
  return options.persistentCache !== false && !options.cache && !options.renderCache && options.workerThread !== true;
}
