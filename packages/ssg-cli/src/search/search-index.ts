import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { SEARCH_INDEX_DIR } from '../output/output-paths.js';

export interface SearchIndexOptions {
  /** Folder of the pages to index: every HTML file in it is offered to the index. */
  siteDir?: string;
  /** Or the pages to index by their HTML file's path (`docs/x/index.html`), as the build cache keeps them. */
  documents?: ReadonlyMap<string, string>;
  /** ISO 639-1 code of the site's language; the whole site is indexed with that language's stemming. */
  language: string;
  /** The output root; the index goes to its `pagefind/` folder. */
  outDir: string;
}

/** Pagefind could not index the site. */
export class SearchIndexError extends Error {
  override name = 'SearchIndexError';
}

// Pagefind's ready-made search interfaces; the theme brings its own search box.
const UNUSED_FILE = /^pagefind-(?:ui|component-ui|modular-ui|highlight)\./;

/**
 * Indexes the pages with Pagefind, which writes the index into `<outDir>/pagefind/` itself (the index
 * never passes through this process), and returns the written files relative to `outDir`. Only the parts marked
 * `data-pagefind-body` are indexed (the theme marks posts, docs and markdown pages), with their
 * `data-pagefind-filter` and `data-pagefind-meta` values. Result URLs are the pages' folders without
 * the base URL (`/blogs/2019/01/15/x/`), so the browser resolves them like any other site path.
 */
export async function createSearchIndex(options: SearchIndexOptions): Promise<string[]> {
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

async function indexSite(options: SearchIndexOptions): Promise<string[]> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: options.language });
  if (!index) throw failure(errors);
  if (options.siteDir !== undefined) {
    const added = await index.addDirectory({ path: options.siteDir, glob: '**/*.html' });
    if (added.errors.length > 0) throw failure(added.errors);
  }
  const added = await Promise.all(
    [...(options.documents ?? [])].map(([sourcePath, content]) => index.addHTMLFile({ sourcePath, content })),
  );
  const fileErrors = added.flatMap((result) => result.errors);
  if (fileErrors.length > 0) throw failure(fileErrors);
  const indexDir = path.join(options.outDir, SEARCH_INDEX_DIR);
  const written = await index.writeFiles({ outputPath: indexDir });
  if (written.errors.length > 0) throw failure(written.errors);
  const files = (await readdir(indexDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const paths: string[] = [];
  for (const file of files) {
    const relative = path.relative(indexDir, path.join(file.parentPath, file.name)).split(path.sep).join('/');
    if (UNUSED_FILE.test(relative)) await rm(path.join(indexDir, relative));
    else paths.push(`${SEARCH_INDEX_DIR}/${relative}`);
  }
  return paths.sort();
}

function failure(reasons: string[], cause?: unknown): SearchIndexError {
  return new SearchIndexError(
    `Indexing the site for search with Pagefind failed: ${reasons.join('; ') || 'no reason given'}\n` +
      `If Pagefind's program is missing, run "pnpm install" again so that its package for this platform ` +
      `(@pagefind/${process.platform}-${process.arch}) is installed.`,
    { cause },
  );
}
