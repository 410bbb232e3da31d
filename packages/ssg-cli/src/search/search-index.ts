import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { SEARCH_INDEX_DIR } from '../output/output-paths.js';
import { atMostAtOnce } from '../concurrency/at-most-at-once.js';
import { CallsInOrder } from '../concurrency/calls-in-order.js';
import { compareHtmlFiles } from './document-order.js';
import { DEFAULT_SEARCH_SHARD_SIZE, mergedShardsEntry, searchShardsOf, type SearchShard } from './search-shards.js';

export interface SearchIndexOptions {
  /** Folder of the pages to index: every HTML file in it is offered to the index. */
  siteDir?: string;
  /** Or the pages to index by their HTML file's path (`docs/x/index.html`), as the build cache keeps them. */
  documents?: ReadonlyMap<string, string>;
  /** ISO 639-1 code of the site's language; the whole site is indexed with that language's stemming. */
  language: string;
  /** The output root; the index goes to its `pagefind/` folder. */
  outDir: string;
  /** Pages per index: a site with more has several (search-shards.ts). */
  shardSize?: number;
}

/** Pagefind could not index the site. */
export class SearchIndexError extends Error {
  override name = 'SearchIndexError';
}

// Pagefind's ready-made search interfaces; the theme brings its own search box.
const UNUSED_FILE = /^pagefind-(?:ui|component-ui|modular-ui|highlight)\./;
// A merged index is searched with the first index's script and WebAssembly.
const UNUSED_IN_MERGED_FILE = /^(?:pagefind\.js|pagefind-worker\.js|wasm\.[^/]*\.pagefind)$/;
// The folders of the other indexes, below the first one's.
const SHARD_FOLDER = /^shard-\d+\//;
// Pages handed to Pagefind and not yet indexed: enough to keep it busy; the others wait as they are, not as the
// larger messages on their way to its process, which reads them more slowly than a build writes them.
const PAGES_IN_FLIGHT = 64;
/**
 * Indexes of a site made at once in Pagefind's process: each index's work keeps a core busy, and each holds its pages
 * until written, so more at once than there are cores only takes memory.
 */
export const SHARDS_AT_ONCE = Math.max(1, availableParallelism());

// The pagefind package runs one Pagefind process for all indexes of this Node process, builds of several sites at
// once included. The indexes open in it and those being opened keep it running, so that only the last one closed
// stops it; an index is opened only after a stop under way has ended (the process it stops fails every call).
const pagefindProcess: { users: Set<object>; stopping: Promise<void> | undefined } = {
  users: new Set(),
  stopping: undefined,
};

/**
 * Indexes the pages with Pagefind, which writes the index into `<outDir>/pagefind/` itself (the index
 * never passes through this process), and returns the written files relative to `outDir`. Only the parts marked
 * `data-pagefind-body` are indexed (the theme marks posts, docs and markdown pages), with their
 * `data-pagefind-filter` and `data-pagefind-meta` values. Result URLs are the pages' folders without
 * the base URL (`/blogs/2019/01/15/x/`), so the browser resolves them like any other site path. A site of more than
 * `shardSize` pages gets several indexes (search-shards.ts), the others below the first.
 */
export async function createSearchIndex(options: SearchIndexOptions): Promise<string[]> {
  const documents = [
    ...(options.siteDir === undefined ? [] : await readSearchDocuments(options.siteDir)),
    ...(options.documents ?? []),
  ];
  const shards = searchShardsOf(documents, options.shardSize ?? DEFAULT_SEARCH_SHARD_SIZE);
  const written = await atMostAtOnce(shards, SHARDS_AT_ONCE, (shard) =>
    writeSearchShard(shard, { language: options.language, outDir: options.outDir, shards }),
  );
  return written.flat().sort();
}

/**
 * Indexes one of the site's indexes (`shards`: all of them) into its folder below `outDir`, and returns the written
 * files relative to `outDir`. The first index's entry file names the others, so that the browser merges them.
 */
export async function writeSearchShard(
  shard: SearchShard,
  options: { language: string; outDir: string; shards: readonly SearchShard[] },
): Promise<string[]> {
  const index = await PagefindIndex.open(options.language);
  try {
    for (const [sourcePath, content] of shard.documents) index.add(sourcePath, content);
    const isFirst = shard.dir === SEARCH_INDEX_DIR;
    const written = await index.write(options.outDir, shard.dir, { isMerged: !isFirst });
    const entry = isFirst ? mergedShardsEntry(options.shards) : undefined;
    if (entry) await addToEntryFile(path.join(options.outDir, shard.dir), entry);
    return written;
  } finally {
    await index.close();
  }
}

/**
 * The search documents below `dir`, by their path below it, in the order of their paths (document-order.ts): the
 * order a build with the cache adds them in, where Pagefind's own walk of the folder follows the file system's.
 */
async function readSearchDocuments(dir: string): Promise<[string, string][]> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort(compareHtmlFiles);
  return Promise.all(
    files.map(async (file) => [file, await readFile(path.join(dir, file), 'utf8')] as [string, string]),
  );
}

async function addToEntryFile(indexDir: string, added: Record<string, unknown>): Promise<void> {
  const file = path.join(indexDir, 'pagefind-entry.json');
  const entry = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  await writeFile(file, JSON.stringify({ ...entry, ...added }));
}

/**
 * A Pagefind index being filled: documents are handed over in the order they are added (Pagefind numbers pages in
 * that order, so the same documents in the same order give the same files), then the index is written.
 */
export class PagefindIndex {
  private readonly added: Promise<{ errors: string[] }>[] = [];
  private readonly adding = new CallsInOrder(PAGES_IN_FLIGHT);

  private constructor(private readonly index: pagefind.PagefindIndex) {}

  /** Starts Pagefind's process with an empty index for a site in `language` (ISO 639-1). */
  static async open(language: string): Promise<PagefindIndex> {
    while (pagefindProcess.stopping) await pagefindProcess.stopping;
    const opening = {};
    pagefindProcess.users.add(opening);
    try {
      const { index, errors } = await run(() => pagefind.createIndex({ forceLanguage: language }));
      if (!index) throw failure(errors);
      const opened = new PagefindIndex(index);
      pagefindProcess.users.add(opened);
      return opened;
    } finally {
      pagefindProcess.users.delete(opening);
      await closeUnused();
    }
  }

  /** Adds one page's HTML; `sourcePath` is its HTML file's path (`docs/x/index.html`). */
  add(sourcePath: string, content: string): void {
    const adding = this.adding.call(() => this.index.addHTMLFile({ sourcePath, content }));
    // Failures are reported by `write`, which waits for every page; until then one must not end the process.
    void adding.catch(() => undefined);
    this.added.push(adding);
  }

  /**
   * Writes the index into `<outDir>/<dir>/` (`pagefind/` unless given) and returns the written files relative to
   * `outDir`; a merged index (`isMerged`) without the script and WebAssembly the first index brings.
   */
  async write(outDir: string, dir = SEARCH_INDEX_DIR, { isMerged = false } = {}): Promise<string[]> {
    const fileErrors = (await run(() => Promise.all(this.added))).flatMap((result) => result.errors);
    if (fileErrors.length > 0) throw failure(fileErrors);
    const indexDir = path.join(outDir, dir);
    const written = await run(() => this.index.writeFiles({ outputPath: indexDir }));
    if (written.errors.length > 0) throw failure(written.errors);
    const files = (await readdir(indexDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
    const paths: string[] = [];
    for (const file of files) {
      const relative = path.relative(indexDir, path.join(file.parentPath, file.name)).split(path.sep).join('/');
      if (SHARD_FOLDER.test(relative)) continue;
      if (UNUSED_FILE.test(relative) || (isMerged && UNUSED_IN_MERGED_FILE.test(relative)))
        await rm(path.join(indexDir, relative));
      else paths.push(`${dir}/${relative}`);
    }
    return paths.sort();
  }

  /**
   * Stops Pagefind's process, which frees the index's memory between builds (kran dev); while other indexes are open
   * in it, it drops only this one.
   */
  async close(): Promise<void> {
    // Pages not yet handed over would otherwise be sent to a closed index, or start Pagefind's process anew.
    this.adding.cancelWaiting(new SearchIndexError('Pagefind was closed before the page was handed to it.'));
    if (!pagefindProcess.users.delete(this)) return;
    if (pagefindProcess.users.size > 0) await this.index.deleteIndex().catch(() => undefined);
    await closeUnused();
  }
}

/** Stops Pagefind's process unless an index is open or being opened in it. */
async function closeUnused(): Promise<void> {
  if (pagefindProcess.users.size > 0) return;
  pagefindProcess.stopping ??= pagefind
    .close()
    // A process that failed to stop is gone all the same: the next index starts a new one.
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => (pagefindProcess.stopping = undefined));
  await pagefindProcess.stopping;
}

/** Runs a call into Pagefind, reporting its failure as a SearchIndexError. */
async function run<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw failure([error instanceof Error ? error.message : String(error)], error);
  }
}

function failure(reasons: string[], cause?: unknown): SearchIndexError {
  return new SearchIndexError(
    `Indexing the site for search with Pagefind failed: ${reasons.join('; ') || 'no reason given'}\n` +
      `If Pagefind's program is missing, run "pnpm install" again so that its package for this platform ` +
      `(@pagefind/${process.platform}-${process.arch}) is installed.`,
    { cause },
  );
}
