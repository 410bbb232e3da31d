import path from 'node:path';
import { FileWriter } from '../output/file-writer.js';
import { SEARCH_INDEX_DIR } from '../output/output-paths.js';
import { createSearchIndex } from './search-index.js';

export interface WriteSearchIndexOptions {
  /** The search documents the render phase wrote; without them the previous build's index is taken over. */
  sourceDir: string | undefined;
  language: string;
  /** The real output folder, which holds the previous build's index. */
  outDir: string;
  stagedDir: string;
}

/** Indexes the search documents into `<stagedDir>/pagefind/`, or links the previous build's index there. */
export async function writeSearchIndex(options: WriteSearchIndexOptions): Promise<void> {
  if (!options.sourceDir)
    return new FileWriter().linkTree(
      path.join(options.outDir, SEARCH_INDEX_DIR),
      path.join(options.stagedDir, SEARCH_INDEX_DIR),
    );
  await createSearchIndex({ siteDir: options.sourceDir, language: options.language, outDir: options.stagedDir });
}
