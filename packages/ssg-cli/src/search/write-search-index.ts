import path from 'node:path';
import type { FileWriter } from '../output/file-writer.js';
import { SEARCH_INDEX_DIR } from '../output/output-paths.js';
import { createSearchIndex } from './search-index.js';

export interface WriteSearchIndexOptions {
  /** The search documents the render phase wrote; without them the previous build's index is taken over. */
  sourceDir: string | undefined;
  language: string;
  /** Pages per index (search-shards.ts). */
  shardSize: number;
  stagedDir: string;
  /** The staged output's writer, which puts the previous build's index in place. */
  files: FileWriter;
}

/** Indexes the search documents into `<stagedDir>/pagefind/`, or links the previous build's index there. */
export async function writeSearchIndex(options: WriteSearchIndexOptions): Promise<void> {
  if (!options.sourceDir) return options.files.keepFolder(path.join(options.stagedDir, SEARCH_INDEX_DIR));
  await createSearchIndex({
    siteDir: options.sourceDir,
    language: options.language,
    outDir: options.stagedDir,
    shardSize: options.shardSize,
  });
}
