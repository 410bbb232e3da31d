import { SEARCH_SHARDS_KEY } from '@kran/contract/search-index';
import { SEARCH_INDEX_DIR } from '@kran/runtime/constants';
import { bucketOf } from '../output/key-bucket.js';

/**
 * Pages per search index by default. Pagefind cannot change an index it wrote, so one edit makes a whole index anew:
 * a site with more pages than this is split into several indexes the browser merges, of which an edit makes one anew.
 * Chosen by measurement (search/README.md): below it, one index costs the browser least.
 */
export const DEFAULT_SEARCH_SHARD_SIZE = 2000;

/** One of a site's search indexes: its folder and the pages it holds, by HTML file, in the order they go in. */
export interface SearchShard {
  /** Below the output root: `pagefind` for the first index (with Pagefind's script), `pagefind/shard-2`, ... */
  dir: string;
  documents: Map<string, string>;
}

/**
 * How many indexes a site of `pages` pages has: one up to `shardSize`, else the smallest power of two that keeps each
 * index about that size. The count changes only when the site doubles, and a page's index depends on its HTML file
 * alone, so adding or removing a page changes the documents of one index.
 */
export function shardCountOf(pages: number, shardSize: number): number {
  let count = 1;
  while (pages > count * shardSize) count *= 2;
  return count;
}

/** The index (0-based) of the page with this HTML file among `count`. */
export function shardOf(htmlFile: string, count: number): number {
  return bucketOf(htmlFile, count);
}

/** The folder of the index numbered `shard` (0-based), below the output root. */
export function shardDirOf(shard: number): string {
  return shard === 0 ? SEARCH_INDEX_DIR : `${SEARCH_INDEX_DIR}/shard-${shard + 1}`;
}

/**
 * Splits the documents (by HTML file, in the order they go into the index) into the site's indexes, each keeping that
 * order; a site of up to `shardSize` pages has one, in `pagefind/`, as before indexes were split. Pagefind cannot
 * search an index without pages, so a part that no page falls into gets no index, and the folders are numbered over
 * the others.
 */
export function searchShardsOf(documents: Iterable<[string, string]>, shardSize: number): SearchShard[] {
  const all = [...documents];
  const count = shardCountOf(all.length, shardSize);
  const parts = Array.from({ length: count }, () => new Map<string, string>());
  for (const [htmlFile, document] of all) parts[shardOf(htmlFile, count)]!.set(htmlFile, document);
  const filled = count === 1 ? parts : parts.filter((part) => part.size > 0);
  return filled.map((documents, at) => ({ dir: shardDirOf(at), documents }));
}

/**
 * What the first index's `pagefind-entry.json` tells the browser when there are several: the other indexes' folders
 * relative to it, which the theme's search merges (Pagefind's `mergeIndex`). Undefined for a single index, whose entry
 * file stays Pagefind's own.
 */
export function mergedShardsEntry(shards: readonly SearchShard[]): Record<string, string[]> | undefined {
  if (shards.length < 2) return undefined;
  return { [SEARCH_SHARDS_KEY]: shards.slice(1).map((shard) => `${shard.dir.slice(SEARCH_INDEX_DIR.length + 1)}/`) };
}

/** Pages per index: the site config's `search.shardSize` (checked by the config check), else the default. */
export function searchShardSizeOf(config: { search?: { shardSize?: number } }): number {
  return config.search?.shardSize ?? DEFAULT_SEARCH_SHARD_SIZE;
}
