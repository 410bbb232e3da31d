import * as pagefind from 'pagefind';

/** Folder under the output root that holds the search index and Pagefind's search script. */
export const SEARCH_INDEX_DIR = 'pagefind';

export interface SearchIndexOptions {
  /** Folder of the built site: every HTML file in it is offered to the index. */
  siteDir: string;
  /** ISO 639-1 code of the site's language; the whole site is indexed with that language's stemming. */
  language: string;
}

export interface SearchIndexFile {
  /** Path relative to the output root, below `pagefind/`. */
  path: string;
  contents: Uint8Array;
}

/** Pagefind could not index the site. */
export class SearchIndexError extends Error {
  override name = 'SearchIndexError';
}

// Pagefind's ready-made search interfaces; the theme brings its own search box.
const UNUSED_FILE = /^pagefind-(?:ui|component-ui|modular-ui|highlight)\./;

/**
 * Indexes the built pages with Pagefind and returns the index files. Only the parts marked
 * `data-pagefind-body` are indexed (the theme marks posts, docs and markdown pages), with their
 * `data-pagefind-filter` and `data-pagefind-meta` values. Result URLs are the pages' folders without
 * the base URL (`/blogs/2019/01/15/x/`), so the browser resolves them like any other site path.
 */
export async function createSearchIndex(options: SearchIndexOptions): Promise<SearchIndexFile[]> {
  try {
    return await indexSite(options);
  } catch (error) {
    if (error instanceof SearchIndexError) throw error;
    throw failure([error instanceof Error ? error.message : String(error)], error);
  } finally {
    // Pagefind indexes in a child process; stopping it frees the index's memory between builds (kran dev).
    await pagefind.close();
  }
}

async function indexSite(options: SearchIndexOptions): Promise<SearchIndexFile[]> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: options.language });
  if (!index) throw failure(errors);
  const added = await index.addDirectory({ path: options.siteDir, glob: '**/*.html' });
  if (added.errors.length > 0) throw failure(added.errors);
  const written = await index.getFiles();
  if (written.errors.length > 0) throw failure(written.errors);
  return written.files
    .filter((file) => !UNUSED_FILE.test(file.path))
    .map((file) => ({ path: `${SEARCH_INDEX_DIR}/${file.path}`, contents: file.content }));
}

function failure(reasons: string[], cause?: unknown): SearchIndexError {
  return new SearchIndexError(
    `Indexing the site for search with Pagefind failed: ${reasons.join('; ') || 'no reason given'}\nIf Pagefind's program is missing, run "pnpm install" again so that its package for this platform (@pagefind/${process.platform}-${process.arch}) is installed.`,
    { cause },
  );
}
