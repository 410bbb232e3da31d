import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
 */
export class SearchIndexWhileRendering {
  private index: SearchIndexInWorker | undefined;
  private fed: Promise<[string, string][]> | undefined;
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
    this.fed = this.feed(this.index, sorted);
    void this.fed.catch(() => undefined);
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
   * The index, when it was fed exactly these documents in their order (the documents a build reads after the
   * render); else Pagefind is stopped and nothing is returned.
   */
  async indexOf(documents: SearchDocuments): Promise<SearchIndexInWorker | undefined> {
    if (!this.fed) {
      await this.close();
      return undefined;
    }
    const fed = await this.fed.catch(() => undefined);
    const expected = [...documents.documents];
    const isSame =
      fed?.length === expected.length &&
      fed.every(([file, text], at) => expected[at]![0] === file && expected[at]![1] === text);
    if (isSame) return this.index!;
    await this.close();
    return undefined;
  }

  /** Stops Pagefind, as when the build failed or the index is not needed. */
  async close(): Promise<void> {
    this.isClosed = true;
    for (const { resolve } of this.whenRendered.values()) resolve();
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
