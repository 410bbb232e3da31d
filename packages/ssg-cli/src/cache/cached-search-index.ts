import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { StagedOutput } from '../output/write-output.js';
import { SEARCH_INDEX_DIR } from '../output/output-paths.js';
import { createSearchIndex, SHARDS_AT_ONCE, writeSearchShard } from '../search/search-index.js';
import { atMostAtOnce } from '../concurrency/at-most-at-once.js';
import { searchShardsOf, type SearchShard } from '../search/search-shards.js';
import type { BuildCache, SearchDocuments } from './build-cache.js';
import { CachedFolder } from './cached-folder.js';
import type { SearchIndexWhileRendering } from './search-index-while-rendering.js';
import { digestOf } from '../output/file-digest.js';
import type { SearchIndexCounts } from '../types.js';

// Pagefind names its index, fragment, filter and metadata files by a hash of their contents.
const HASH_NAMED = /\.pf_(?:index|fragment|filter|meta)$/;

/**
 * Puts the search index of the pages' search documents into `<staged.dir>/pagefind/`: linked from the cache when
 * the same documents were indexed before with the same code, else written by the index fed while the pages
 * rendered, or made anew; and kept. A site of more than `shardSize` pages has several indexes (search-shards.ts),
 * each cached on its own, so that an edit makes only the edited pages' indexes anew.
 */
export async function cachedSearchIndex(
  cache: BuildCache,
  options: {
    documents: SearchDocuments;
    language: string;
    shardSize: number;
    staged: StagedOutput;
    whileRendering?: SearchIndexWhileRendering;
  },
): Promise<SearchIndexCounts> {
  const shards = searchShardsOf(options.documents.documents, options.shardSize);
  removeOtherIndexes(cache.folder, shards.length);
  if (shards.length > 1) {
    await options.whileRendering?.abandon();
    return cachedSearchShards(cache, { ...options, shards });
  }
  const key = digestOf([cache.toolchainKey, options.language, options.documents.digest]);
  const indexes = new CachedFolder(cache.folder, 'search-index');
  const { staged, whileRendering } = options;
  const stagedIndex = path.join(staged.dir, SEARCH_INDEX_DIR);
  if (indexes.has(key)) {
    await whileRendering?.abandon();
    staged.files.linkTree(indexes.dirOf(key), stagedIndex);
    return { indexes: 1, madeAnew: 0 };
  }
  const written =
    (await whileRendering?.writtenIndexOf(options.documents)) ??
    (await createSearchIndex({
      documents: options.documents.documents,
      language: options.language,
      outDir: staged.dir,
      shardSize: options.shardSize,
    }));
  keepIndex(indexes, key, { staged, dir: SEARCH_INDEX_DIR, written });
  return { indexes: 1, madeAnew: 1 };
}

/** Links each index whose documents are cached, and makes the others anew (SHARDS_AT_ONCE at a time, in one Pagefind). */
async function cachedSearchShards(
  cache: BuildCache,
  options: { language: string; staged: StagedOutput; shards: SearchShard[] },
): Promise<SearchIndexCounts> {
  const { staged, shards, language } = options;
  const dirs = shards.map((shard) => shard.dir);
  const missing = shards.flatMap((shard, at) => {
    // The first index's entry file names the others, so its key holds their folders.
    const key = digestOf([
      cache.toolchainKey,
      language,
      ...(at === 0 ? dirs : [shard.dir]),
      ...[...shard.documents].flat(),
    ]);
    const indexes = new CachedFolder(cache.folder, `search-shard-${at + 1}`);
    if (!indexes.has(key)) return [{ shard, key, indexes }];
    staged.files.linkTree(indexes.dirOf(key), path.join(staged.dir, shard.dir));
    return [];
  });
  await atMostAtOnce(missing, SHARDS_AT_ONCE, async ({ shard, key, indexes }) => {
    const written = await writeSearchShard(shard, { language, outDir: staged.dir, shards });
    keepIndex(indexes, key, { staged, dir: shard.dir, written });
  });
  return { indexes: shards.length, madeAnew: missing.length };
}

/** Removes the cached indexes of a site with another number of indexes than `count` (it grew or shrank). */
function removeOtherIndexes(cacheFolder: string, count: number): void {
  if (!existsSync(cacheFolder)) return;
  for (const name of readdirSync(cacheFolder)) {
    const shard = /^search-shard-(\d+)-/.exec(name)?.[1];
    const isOther = count === 1 ? shard !== undefined : name.startsWith('search-index-') || Number(shard) > count;
    if (isOther) rmSync(path.join(cacheFolder, name), { recursive: true, force: true });
  }
}

/** Links the written files that did not change from the previous output, and keeps the index in the cache. */
function keepIndex(
  indexes: CachedFolder,
  key: string,
  { staged, dir, written }: { staged: StagedOutput; dir: string; written: string[] },
): void {
  for (const file of written)
    staged.files.linkIfUnchanged(path.join(staged.dir, file), { isNamedByContent: HASH_NAMED.test(file) });
  indexes.keep(
    key,
    path.join(staged.dir, dir),
    written.map((file) => path.relative(dir, file)),
  );
}
