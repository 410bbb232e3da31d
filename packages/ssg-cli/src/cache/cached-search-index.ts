import path from 'node:path';
import type { StagedOutput } from '../output/write-output.js';
import { SEARCH_INDEX_DIR } from '../output/output-paths.js';
import { createSearchIndex } from '../search/search-index.js';
import type { BuildCache, SearchDocuments } from './build-cache.js';
import { CachedFolder } from './cached-folder.js';
import type { SearchIndexWhileRendering } from './search-index-while-rendering.js';
import { digestOf } from '../output/file-digest.js';

// Pagefind names its index, fragment, filter and metadata files by a hash of their contents.
const HASH_NAMED = /\.pf_(?:index|fragment|filter|meta)$/;

/**
 * Puts the search index of the pages' search documents into `<staged.dir>/pagefind/`: linked from the cache when
 * the same documents were indexed before with the same code, else written by the index fed while the pages
 * rendered, or made anew; and kept.
 */
export async function cachedSearchIndex(
  cache: BuildCache,
  options: {
    documents: SearchDocuments;
    language: string;
    staged: StagedOutput;
    whileRendering?: SearchIndexWhileRendering;
  },
): Promise<void> {
  const key = digestOf([cache.toolchainKey, options.language, options.documents.digest]);
  const indexes = new CachedFolder(cache.folder, 'search-index');
  const { staged, whileRendering } = options;
  const stagedIndex = path.join(staged.dir, SEARCH_INDEX_DIR);
  // Pagefind's process and thread end beside the rest of the build, which does not wait for them.
  if (indexes.has(key)) {
    void whileRendering?.close();
    return staged.files.linkTree(indexes.dirOf(key), stagedIndex);
  }
  const fed = await whileRendering?.indexOf(options.documents);
  const written = fed
    ? await fed.write(staged.dir).finally(() => void fed.close())
    : await createSearchIndex({
        documents: options.documents.documents,
        language: options.language,
        outDir: staged.dir,
      });
  for (const file of written)
    staged.files.linkIfUnchanged(path.join(staged.dir, file), { isNamedByContent: HASH_NAMED.test(file) });
  indexes.keep(
    key,
    stagedIndex,
    written.map((file) => path.relative(SEARCH_INDEX_DIR, file)),
  );
}
