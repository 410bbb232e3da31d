/**
 * Key of the search index's `pagefind-entry.json` that lists, when a large site's index is split, the folders of the
 * other indexes relative to the first (`["shard-2/", "shard-3/"]`), which the browser's search merges into it. A file
 * of its own, so that only the search's lazy chunk carries it.
 */
export const SEARCH_SHARDS_KEY = 'kran_shards';
