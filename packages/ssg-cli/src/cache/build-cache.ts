import { ContentCache } from '@kran/content-core';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { KnownPageData, type KnownData } from '../render/known-page-data.js';
import { compareHtmlFiles } from '../search/document-order.js';
import { RenderCache, type RenderCacheSnapshot, type RenderedPage } from '../render/render-cache.js';
import { cacheFolderOf } from './cache-folder.js';
import { siteCodeKeyOf, toolchainKeyOf } from './code-key.js';
import { digestOf } from '../output/file-digest.js';
import { PersistentStore } from './persistent-store.js';
import { PartedStore, type ReadParts } from './parted-store.js';
import { pageDataCodec } from './page-data-codec.js';

/**
 * A site's build cache in `node_modules/.cache/kran/`, kept from one `kran build` to the next: the parsed and
 * rendered content (content-core's cache) and the pages of the last build with their search documents, each under
 * the digest of its inputs and of the code that made it. The client bundle and the search index are kept by
 * cached-bundle.ts and cached-search-index.ts in the same folder.
 */
export class BuildCache {
  readonly folder: string;
  /** One line about each cache file that could not be used. */
  readonly notices: string[] = [];
  /** Released once saved before the commit: a large site's content takes hundreds of megabytes. */
  private contentCache: ContentCache | undefined = new ContentCache();
  /** The gzip sizes of bundle files by path, which carries their content's hash. */
  readonly gzipSizes = new Map<string, number>();
  private restoredGzipFiles = new Set<string>();
  private toolchain: string | undefined;
  private pagesKey: string | undefined;
  private readonly onNotice = (line: string) => this.notices.push(line);
  private readonly contentStore: PartedStore<unknown>;
  private readonly pagesStore: PartedStore<RenderedPage>;
  private readonly documentsStore: PartedStore<string>;
  private readonly gzipSizesStore: PersistentStore<[string, number][]>;
  private readonly pageDataStore: PartedStore<KnownData>;
  private restoredContent: ReadParts<unknown>;
  private knownData: KnownPageData | undefined;
  private restoredPageData: ReadParts<KnownData>;
  private previousDocuments: SearchDocuments | undefined;
  private restoredDocuments: ReadParts<string>;
  /** The last build's pages as restored, with the frame they were rendered in. */
  private restoredPages: { frameKey: string | undefined; pages: ReadParts<RenderedPage>; objects: Set<RenderedPage> };
  private savingContent: Promise<void> | undefined;

  /** `toolchain`: the toolchain key (toolchainKeyOf) when the caller computed it already for this site's config. */
  constructor(
    readonly siteDir: string,
    private readonly outDir: string,
    toolchain?: string,
    private readonly locale?: string,
  ) {
    this.toolchain = toolchain;
    this.folder = cacheFolderOf(siteDir, locale);
    this.contentStore = new PartedStore(this.folder, 'content', this.onNotice);
    this.pagesStore = new PartedStore(this.folder, 'pages', this.onNotice);
    this.documentsStore = new PartedStore(this.folder, 'search-documents', this.onNotice);
    this.gzipSizesStore = new PersistentStore(this.folder, 'gzip-sizes', this.onNotice);
    this.pageDataStore = new PartedStore(this.folder, 'page-data', this.onNotice, pageDataCodec);
    this.restoredContent = this.contentStore.nothingRead();
    this.restoredPageData = this.pageDataStore.nothingRead();
    this.restoredDocuments = this.documentsStore.nothingRead();
    this.restoredPages = { frameKey: undefined, pages: this.pagesStore.nothingRead(), objects: new Set() };
  }

  /** The parsed and rendered content, for the content phase and the routes' digests; gone once saved before the commit. */
  get content(): ContentCache {
    if (!this.contentCache) throw new Error('The content cache is used after it was saved and released.');
    return this.contentCache;
  }

  /** The digest of Kran's code and the theme package's; known once the config named the theme package. */
  get toolchainKey(): string {
    if (!this.toolchain) throw new Error('The build cache is used before its theme package is known.');
    return this.toolchain;
  }

  /** Takes over the content of the last build made with the same code. */
  restoreContent(themePackage: string | undefined): void {
    this.toolchain ??= toolchainKeyOf(this.siteDir, themePackage);
    this.restoredContent = this.contentStore.read(this.toolchain)?.parts ?? this.contentStore.nothingRead();
    this.content.restore(this.restoredContent.entries());
    this.content.resetCounters();
    for (const [file, size] of this.gzipSizesStore.read(this.toolchain) ?? []) this.gzipSizes.set(file, size);
    this.restoredGzipFiles = new Set(this.gzipSizes.keys());
  }

  /**
   * The pages of the last build into the same output folder with the same code (the site's compiled modules
   * included, so call it after the theme's overrides and the React pages were compiled), with their search
   * documents; empty when either is missing.
   */
  renderCache(): RenderCache {
    const renderCache = new RenderCache();
    this.pagesKey = digestOf([siteCodeKeyOf(this.siteDir, this.toolchainKey, this.locale), this.outDir]);
    const pages = this.pagesStore.read(this.pagesKey);
    // Every page taken over needs its search document: without all of them, no page is.
    const documents = pages && this.documentsStore.read(this.pagesKey);
    if (pages && documents?.parts.isWhole) {
      const frameKey = pages.shared === '' ? undefined : pages.shared;
      const restored = [...pages.parts.entries()].map(([, page]) => page);
      renderCache.restore({ frameKey, pages: restored });
      this.restoredPages = { frameKey, pages: pages.parts, objects: new Set(restored) };
      this.restoredDocuments = documents.parts;
      this.previousDocuments = { digest: documents.shared, documents: new Map(documents.parts.entries()) };
    }
    return renderCache;
  }

  /**
   * The data of the last build's routes into the same output folder with the same code, for a build in the same
   * frame (pageDataFrameOf); call it after renderCache().
   */
  knownPageData(frame: string): KnownPageData {
    const stored = this.pagesKey ? this.pageDataStore.read(this.pagesKey) : undefined;
    if (stored?.shared === frame) this.restoredPageData = stored.parts;
    const entries = new Map(this.restoredPageData.entries());
    this.knownData = new KnownPageData(frame, entries, (value) => this.content.storedName(value));
    return this.knownData;
  }

  /** The search documents of the last build's pages by HTML file, when its pages are reused. */
  get previousSearchDocuments(): ReadonlyMap<string, string> | undefined {
    return this.previousDocuments?.documents;
  }

  /**
   * The search documents of this build: those of the pages taken over from the last build, and those the render
   * phase wrote below `sourceDir` for the pages it rendered.
   */
  searchDocumentsOf(sourceDir: string, reusedHtmlFiles: readonly string[]): SearchDocuments {
    const documents = new Map<string, string>();
    for (const htmlFile of reusedHtmlFiles) {
      const document = this.previousDocuments?.documents.get(htmlFile);
      if (document !== undefined) documents.set(htmlFile, document);
    }
    if (existsSync(sourceDir)) {
      for (const entry of readdirSync(sourceDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        documents.set(path.relative(sourceDir, file).split(path.sep).join('/'), readFileSync(file, 'utf8'));
      }
    }
    const sorted = [...documents].sort(([a], [b]) => compareHtmlFiles(a, b));
    return { digest: digestOf(sorted.flat()), documents: new Map(sorted) };
  }

  /**
   * Keeps the content of a first build (none was restored) as soon as it is loaded, before the pages and the search
   * index take their memory (the content of a large site is the largest of the cache's files). A build that restored
   * content saves it in `saveBeforeCommit`, while Pagefind writes its index and this thread waits.
   */
  saveFirstContent(): Promise<void> | undefined {
    return this.restoredContent.isEmpty ? this.saveContent() : undefined;
  }

  /** Keeps the content when it changed, once. */
  private saveContent(): Promise<void> {
    this.savingContent ??= (async () => {
      const { content, contentStore } = this;
      const restoredParts = this.restoredContent.partsByKey();
      // An entry is kept with the one it derives from (a post's rendering and route with its parse): they share
      // objects, which V8 writes once in one file but once per file in several.
      const partOf = (key: string) => restoredParts.get(key) ?? contentStore.partOf(key);
      const parts = this.restoredContent.toWrite(
        '',
        content.persistableEntries(),
        (key) => content.isRestored(key),
        (key) => restoredParts.get(key) ?? partOf(content.originOf(key) ?? key),
      );
      await this.contentStore.write(this.toolchainKey, parts);
    })();
    return this.savingContent;
  }

  /**
   * Keeps the content, the routes' data and the gzip sizes of this build's bundle files when they changed, before the
   * output is swapped in, and releases the content and the data from memory. The last build's pages are forgotten
   * unless this build has the same, until `savePages` saves this build's after the swap, so that a build failing in
   * between leaves none that do not match the output.
   */
  async saveBeforeCommit(bundleFiles: readonly string[], pages: RenderCacheSnapshot): Promise<void> {
    await this.saveContent();
    this.contentCache = undefined;
    this.restoredContent = this.contentStore.nothingRead();
    await this.savePageData();
    const gzipSizes = bundleFiles.flatMap((file): [string, number][] => {
      const size = this.gzipSizes.get(file);
      return size === undefined ? [] : [[file, size]];
    });
    const isChanged =
      gzipSizes.length !== this.restoredGzipFiles.size || gzipSizes.some(([file]) => !this.restoredGzipFiles.has(file));
    if (isChanged) await this.gzipSizesStore.write(this.toolchainKey, gzipSizes);
    this.pagesStore.removeOthers(this.isRestoredPages(pages) ? this.pagesKey : undefined);
  }

  /**
   * Saves the pages of the build whose output was swapped in, with their search documents: of each, the parts that
   * changed since they were restored (see PartedStore).
   */
  async savePages(renderCache: RenderCache, searchDocuments: SearchDocuments): Promise<void> {
    if (!this.pagesKey) return;
    const previous = this.previousDocuments?.documents;
    await this.documentsStore.write(
      this.pagesKey,
      this.restoredDocuments.toWrite(
        searchDocuments.digest,
        searchDocuments.documents,
        (htmlFile, document) => previous?.get(htmlFile) === document,
      ),
    );
    const { frameKey, pages } = renderCache.snapshot();
    const isSameFrame = frameKey === this.restoredPages.frameKey;
    await this.pagesStore.write(
      this.pagesKey,
      this.restoredPages.pages.toWrite(
        frameKey ?? '',
        pages.map((page): [string, RenderedPage] => [page.path, page]),
        (_path, page) => isSameFrame && this.restoredPages.objects.has(page),
      ),
    );
  }

  /**
   * Keeps the data of this build's routes, then forgets it. Unlike the pages, it is kept before the commit: each
   * route's data is filed under the digest of the route, true of any output.
   */
  private async savePageData(): Promise<void> {
    const known = this.knownData;
    if (!known || !this.pagesKey) return;
    await this.pageDataStore.write(
      this.pagesKey,
      this.restoredPageData.toWrite(known.frame, known.entries(), (digest) => known.isTakenOver(digest)),
    );
    known.forget();
    this.knownData = undefined;
    this.restoredPageData = this.pageDataStore.nothingRead();
  }

  /** Whether a build's pages are those restored from the cache, as they were, in the same frame. */
  private isRestoredPages({ frameKey, pages }: RenderCacheSnapshot): boolean {
    const { objects } = this.restoredPages;
    return (
      objects.size > 0 &&
      frameKey === this.restoredPages.frameKey &&
      pages.length === objects.size &&
      pages.every((page) => objects.has(page))
    );
  }
}

/** Search documents by HTML file, with a digest of them all. */
export interface SearchDocuments {
  digest: string;
  documents: ReadonlyMap<string, string>;
}

/** Removes a site's build cache, each locale's included. */
export function removeBuildCache(siteDir: string): void {
  const folder = cacheFolderOf(siteDir);
  const localeFolder = path.basename(cacheFolderOf(siteDir, ''));
  const parent = path.dirname(folder);
  const localeFolders = existsSync(parent) ? readdirSync(parent).filter((name) => name.startsWith(localeFolder)) : [];
  for (const name of localeFolders) rmSync(path.join(parent, name), { recursive: true, force: true });
  rmSync(folder, { recursive: true, force: true });
}
