import type { ContentCache } from '../cache/cache.js';
import { Problems } from '../errors/problems.js';

/** A value from the cache, or `compute`d anew with a Problems of its own, whose problems are kept with the value. */
export type Memo = <T>(parts: string[], compute: (local: Problems) => T, page?: string) => T;

/**
 * Takes values from `cache`, reporting the problems stored with each into `problems`: an unchanged broken file is
 * reported on every build, not only on the one that read it. Problems found in other files than `page` (the file
 * read or rendered) are in its partials, and name it.
 */
export function memoInto(cache: ContentCache, problems: Problems): Memo {
  return (parts, compute, page) => {
    const entry = cache.memo(parts, () => {
      const local = new Problems();
      return { value: compute(local), local };
    });
    problems.adopt(entry.local, page);
    return entry.value;
  };
}
