import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { SEARCH_INDEX_DIR } from '../output/output-paths.js';
import { createSearchIndex } from '../search/search-index.js';

/** What makes the search index anew, and where it goes. */
export interface DeferredSearchIndexOptions {
  /** The search documents of every served page (InPlaceOutput.searchDocumentsDir). */
  documentsDir: string;
  /** The served output folder, whose `pagefind/` folder the new index replaces. */
  outDir: string;
  /** Runs a step that changes the output folder after the build that may be running (one at a time). */
  runBetweenBuilds: (step: () => Promise<void>) => Promise<void>;
  /** One line when the index was replaced, or about why it could not be made. */
  log: (line: string) => void;
}

/**
 * `kran dev`'s search index after an edit. Pagefind cannot change a written index, and making it anew takes seconds
 * on a large site, so a rebuild in place keeps the last index and the page reloads at once; then Pagefind indexes
 * every page's search document in its own process, and the new index replaces the old one between builds. Edits
 * during a run make one more run afterwards.
 */
export class DeferredSearchIndex {
  private running: Promise<void> | undefined;
  private isPending = false;

  constructor(private readonly options: DeferredSearchIndexOptions) {}

  /** Makes the index anew (with `shardSize` pages per index) once the run going on, if any, is done. */
  request(language: string, shardSize: number): void {
    this.isPending = true;
    this.running ??= this.runAll(language, shardSize).finally(() => (this.running = undefined));
  }

  /** Settles once no run is going on or asked for. */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  private async runAll(language: string, shardSize: number): Promise<void> {
    while (this.isPending) {
      this.isPending = false;
      await this.run(language, shardSize).catch((error: unknown) =>
        this.options.log(`The search index was not updated: ${error instanceof Error ? error.message : error}`),
      );
    }
  }

  private async run(language: string, shardSize: number): Promise<void> {
    const { documentsDir, outDir } = this.options;
    const start = performance.now();
    // Beside the output folder, so that the new index is renamed into it on the same file system.
    const workDir = path.join(path.dirname(outDir), `.${path.basename(outDir)}-search-index-${process.pid}`);
    await rm(workDir, { recursive: true, force: true });
    let pages: number;
    try {
      const written = await createSearchIndex({ siteDir: documentsDir, language, outDir: workDir, shardSize });
      await this.options.runBetweenBuilds(async () => {
        const served = path.join(outDir, SEARCH_INDEX_DIR);
        const previous = path.join(workDir, 'previous');
        if (existsSync(served)) await rename(served, previous);
        await rename(path.join(workDir, SEARCH_INDEX_DIR), served);
      });
      pages = written.filter((file) => file.includes('/fragment/')).length;
    } finally {
      // The replaced index too: thousands of files on a large site.
      await rm(workDir, { recursive: true, force: true });
    }
    this.options.log(`Search index updated: ${pages} pages in ${Math.round(performance.now() - start)} ms.`);
  }
}
