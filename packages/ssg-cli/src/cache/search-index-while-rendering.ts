import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { SEARCH_INDEX_DIR } from '../output/output-paths.js';
import { compareHtmlFiles } from '../search/document-order.js';
import { SearchIndexInWorker } from '../search/search-index-in-worker.js';
import type { SearchDocuments } from './build-cache.js';

/**
 * Below this many pages, a build that takes over no page from the last one indexes after the render: its render
 * workers use every core, and Pagefind beside them would only add its memory to theirs. A larger one feeds Pagefind
 * while rendering, so that Pagefind's long run does not leave a core idle after the render.
 */
const MIN_PAGES_TO_INDEX_WHILE_FIRST_RENDERING = 2000;

/**
 * Feeds Pagefind the search documents of a build's pages while the pages render, in the order of their HTML files
 * (the order a build gives them when it indexes after the render, so the index has the same bytes): the documents
 * of the pages taken over from the last build go in at once, each rendered page's once it is rendered. Pagefind
 * runs from a worker thread (SearchIndexInWorker), so it indexes while this thread goes on with the build; with the
 * last build's documents at hand (a build after an edit), it starts at once, before the render knows its pages.
 * Once every page is fed, it writes the index into `<outDir>/pagefind/` while the build goes on; the build takes
 * that index only if it was fed the documents the build ends with (`writtenIndexOf`).
 */
export class SearchIndexWhileRendering {
  private index: SearchIndexInWorker | undefined;
  private fed: Promise<[string, string][]> | undefined;
  /** The index's files below `outDir`, from the moment every page was fed. */
  private writing: Promise<{ fed: [string, string][]; files: string[] }> | undefined;
  private readonly whenRendered = new Map<string, { promise: Promise<void>; resolve: () => void; isKept?: boolean }>();
  private isClosed = false;

  constructor(
    private readonly options: {
      language: string;
      /** Where the render writes the search documents of the pages it renders, at their HTML file's path. */
      sourceDir: string;
      /** Pages per index: a site with more has several, which are made after the render (cached-search-index.ts). */
      shardSize: number;
      /** The last build's documents by HTML file, for the pages taken over. */
      previousDocuments: ReadonlyMap<string, string> | undefined;
      /** The staging folder: the index goes into its `pagefind/`. */
      outDir: string;
      /** The worker's script; dist's own unless given. */
      workerFile?: URL;
    },
  ) {
    const previous = options.previousDocuments;
    if (previous && previous.size <= options.shardSize) this.index = this.open();
  }

  /**
   * Starts Pagefind once the render knows its pages: every page's HTML file, and those it may render (a page it
   * keeps from the last build instead is told with `kept`).
   */
  begin(htmlFiles: readonly string[], renderedHtmlFiles: readonly string[]): void {
    const isFirstRender = renderedHtmlFiles.length === htmlFiles.length;
    const isSmall = isFirstRender && htmlFiles.length < MIN_PAGES_TO_INDEX_WHILE_FIRST_RENDERING;
    // A site of more pages than one index holds is indexed after the render, index by index.
    const indexedPages = this.options.previousDocuments?.size ?? htmlFiles.length;
    if (isSmall || indexedPages > this.options.shardSize) {
      void this.close();
      return;
    }
    for (const file of renderedHtmlFiles) {
      let resolve = () => {};
      const promise = new Promise<void>((done) => (resolve = done));
      this.whenRendered.set(file, { promise, resolve });
    }
    this.index ??= this.open();
    const sorted = [...htmlFiles].sort(compareHtmlFiles);
    const index = this.index;
    this.fed = this.feed(index, sorted);
    void this.fed.catch(() => undefined);
    this.writing = this.fed.then(async (fed) => {
      if (this.isClosed) throw new Error('Pagefind was stopped before every page was fed.');
      return { fed, files: await index.write(this.options.outDir) };
    });
    void this.writing.catch(() => undefined);
  }

  private open(): SearchIndexInWorker {
    return SearchIndexInWorker.open(this.options.language, this.options.workerFile);
  }

  /** Tells that these pages are rendered, their search documents written. */
  rendered(htmlFiles: readonly string[]): void {
    for (const file of htmlFiles) this.whenRendered.get(file)?.resolve();
  }

  /** Tells that these pages, named as rendered to `begin`, are kept from the last build with their documents. */
  kept(htmlFiles: readonly string[]): void {
    for (const file of htmlFiles) {
      const rendering = this.whenRendered.get(file);
      if (!rendering) continue;
      rendering.isKept = true;
      rendering.resolve();
    }
  }

  /**
   * Once the index is written: its files below `outDir` (relative to it), when it was fed exactly these documents in
   * their order (the documents a build reads after the render); else nothing, and nothing it wrote is left. Pagefind
   * is stopped. A failure of Pagefind fed these documents is thrown.
   */
  async writtenIndexOf(documents: SearchDocuments): Promise<string[] | undefined> {
    const written = await this.writing?.then(
      (value) => value,
      (error: unknown) => ({ error }),
    );
    const fed = written && 'fed' in written ? written.fed : await this.fed?.catch(() => undefined);
    if (!written || !fed || !isFedWith(fed, documents.documents)) {
      await this.abandon();
      return undefined;
    }
    void this.close();
    if ('error' in written) throw written.error;
    return written.files;
  }

  /** Stops Pagefind and removes the index it wrote, for a build that links or makes its index otherwise. */
  async abandon(): Promise<void> {
    // Pagefind's process and thread end beside the rest of the build, which waits only until nothing writes the index.
    void this.close();
    if (!this.writing) return;
    await this.writing.catch(() => undefined);
    rmSync(path.join(this.options.outDir, SEARCH_INDEX_DIR), { recursive: true, force: true });
  }

  /** Stops Pagefind once the index it is writing, if any, is written (as when the build failed). */
  async close(): Promise<void> {
    this.isClosed = true;
    for (const { resolve } of this.whenRendered.values()) resolve();
    await this.writing?.catch(() => undefined);
    await this.index?.close();
  }

  private async feed(index: SearchIndexInWorker, sortedHtmlFiles: readonly string[]): Promise<[string, string][]> {
    const fed: [string, string][] = [];
    for (const file of sortedHtmlFiles) {
      const rendering = this.whenRendered.get(file);
      await rendering?.promise;
      if (this.isClosed) break;
      const document =
        rendering && !rendering.isKept ? this.renderedDocument(file) : this.options.previousDocuments?.get(file);
      if (document === undefined) continue;
      index.add(file, document);
      fed.push([file, document]);
    }
    return fed;
  }

  private renderedDocument(htmlFile: string): string | undefined {
    const file = path.join(this.options.sourceDir, htmlFile);
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  }
}

/** Whether the index was fed exactly these documents, in their order. */
function isFedWith(fed: readonly [string, string][], documents: ReadonlyMap<string, string>): boolean {
  if (fed.length !== documents.size) return false;
  let at = 0;
  for (const [file, text] of documents) {
    const [fedFile, fedText] = fed[at++]!;
    if (fedFile !== file || fedText !== text) return false;
  }
  return true;
}
