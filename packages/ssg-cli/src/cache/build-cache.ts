import { ContentCache, type PersistableEntries } from '@kran/content-core';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { KnownPageData } from '../render/known-page-data.js';
import { compareHtmlFiles } from '../search/document-order.js';
import { RenderCache, type RenderCacheSnapshot } from '../render/render-cache.js';
import { cacheFolderOf } from './cache-folder.js';
import { siteCodeKeyOf, toolchainKeyOf } from './code-key.js';
import { digestOf } from '../output/file-digest.js';
import { PersistentStore } from './persistent-store.js';

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
  readonly content = new ContentCache();
  /** The gzip sizes of bundle files by path, which carries their content's hash. */
  readonly gzipSizes = new Map<string, number>();
  private restoredGzipFiles = new Set<string>();
  private toolchain: string | undefined;
  private restoredEntries = 0;
  private pagesKey: string | undefined;
  private readonly onNotice = (line: string) => this.notices.push(line);
  private readonly contentStore: PersistentStore<PersistableEntries>;
  private readonly pagesStore: PersistentStore<RenderCacheSnapshot>;
  private readonly documentsStore: PersistentStore<{ digest: string; documents: [string, string][] }>;
  private readonly gzipSizesStore: PersistentStore<[string, number][]>;
  private readonly pageDataStore: PersistentStore<{ frame: string; entries: [string, Uint8Array][] }>;
  private knownData: KnownPageData | undefined;
  private restoredPageData: string | undefined;
  private previousDocuments: SearchDocuments | undefined;
  private restoredPages: string | undefined;
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
    this.contentStore = new PersistentStore(this.folder, 'content', this.onNotice);
    this.pagesStore = new PersistentStore(this.folder, 'pages', this.onNotice);
    this.documentsStore = new PersistentStore(this.folder, 'search-documents', this.onNotice);
    this.gzipSizesStore = new PersistentStore(this.folder, 'gzip-sizes', this.onNotice);
    this.pageDataStore = new PersistentStore(this.folder, 'page-data', this.onNotice);
  }

  /** The digest of Kran's code and the theme package's; known once the config named the theme package. */
  get toolchainKey(): string {
    if (!this.toolchain) throw new Error('The build cache is used before its theme package is known.');
    return this.toolchain;
  }

  /** Takes over the content of the last build made with the same code. */
  restoreContent(themePackage: string | undefined): void {
    this.toolchain ??= toolchainKeyOf(this.siteDir, themePackage);
    const entries = this.contentStore.read(this.toolchain) ?? [];
    this.content.restore(entries);
    this.content.resetCounters();
    this.restoredEntries = entries.length;
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
    const snapshot = this.pagesStore.read(this.pagesKey);
    const documents = snapshot && this.documentsStore.read(this.pagesKey);
    if (snapshot && documents) {
      renderCache.restore(snapshot);
      this.restoredPages = pagesDigestOf(snapshot);
      this.previousDocuments = { digest: documents.digest, documents: new Map(documents.documents) };
    }
    return renderCache;
  }

  /**
   * The data of the last build's routes into the same output folder with the same code, for a build in the same
   * frame (pageDataFrameOf); call it after renderCache().
   */
  knownPageData(frame: string): KnownPageData {
    const stored = this.pagesKey ? this.pageDataStore.read(this.pagesKey) : undefined;
    const entries = stored?.frame === frame ? stored.entries : [];
    this.restoredPageData = stored && digestOf([stored.frame, ...stored.entries.flat()]);
    this.knownData = new KnownPageData(frame, new Map(entries), (value) => this.content.storedName(value));
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
    return this.restoredEntries === 0 ? this.saveContent() : undefined;
  }

  /** Keeps the content when it changed, once. */
  private saveContent(): Promise<void> {
    this.savingContent ??= (async () => {
      const entries = this.content.persistableEntries();
      if (this.content.stored > 0 || entries.length !== this.restoredEntries)
        await this.contentStore.write(this.toolchainKey, entries);
    })();
    return this.savingContent;
  }

  /**
   * Keeps the content and the gzip sizes of this build's bundle files when they changed, before the output is
   * swapped in. The last build's pages are forgotten unless this build has the same, until `savePages` saves this
   * build's after the swap, so that a build failing in between leaves none that do not match the output.
   */
  async saveBeforeCommit(bundleFiles: readonly string[], pages: RenderCacheSnapshot): Promise<void> {
    await this.saveContent();
    const gzipSizes = bundleFiles.flatMap((file): [string, number][] => {
      const size = this.gzipSizes.get(file);
      return size === undefined ? [] : [[file, size]];
    });
    const isChanged =
      gzipSizes.length !== this.restoredGzipFiles.size || gzipSizes.some(([file]) => !this.restoredGzipFiles.has(file));
    if (isChanged) await this.gzipSizesStore.write(this.toolchainKey, gzipSizes);
    const isSamePages = this.restoredPages !== undefined && pagesDigestOf(pages) === this.restoredPages;
    this.pagesStore.removeOthers(isSamePages ? this.pagesKey : undefined);
  }

  /** Saves the pages of the build whose output was swapped in, with their search documents. */
  async savePages(renderCache: RenderCache, searchDocuments: SearchDocuments): Promise<void> {
    if (!this.pagesKey) return;
    if (
      searchDocuments.digest !== this.previousDocuments?.digest ||
      !existsSync(this.documentsStore.fileOf(this.pagesKey))
    )
      await this.documentsStore.write(this.pagesKey, {
        digest: searchDocuments.digest,
        documents: [...searchDocuments.documents],
      });
    if (this.knownData) {
      const entries = this.knownData.entries();
      if (digestOf([this.knownData.frame, ...entries.flat()]) !== this.restoredPageData)
        await this.pageDataStore.write(this.pagesKey, { frame: this.knownData.frame, entries });
    }
    const snapshot = renderCache.snapshot();
    // The same pages in the same frame: every page was taken over, with its links, so the saved file still holds.
    if (pagesDigestOf(snapshot) !== this.restoredPages || !existsSync(this.pagesStore.fileOf(this.pagesKey)))
      await this.pagesStore.write(this.pagesKey, snapshot);
  }
}

/** What identifies a snapshot's pages: the frame and each page's path, data hash and HTML file. */
function pagesDigestOf(snapshot: RenderCacheSnapshot): string {
  return digestOf([
    snapshot.frameKey ?? '',
    ...snapshot.pages.flatMap((page) => [page.path, page.dataHash, page.htmlFile]),
  ]);
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
