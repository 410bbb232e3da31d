import { statSync } from 'node:fs';

/**
 * A file's size, inode and modification time: what changes when anybody writes the file or puts another in its
 * place. Undefined for a missing file.
 */
export function fileStampOf(file: string): string | undefined {
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats && stampOf(stats);
}

/** The stamp (fileStampOf) of a file whose stats were read already. */
export function stampOf(stats: { size: number; ino: number; mtimeMs: number }): string {
  return `${stats.size}:${stats.ino}:${stats.mtimeMs}`;
}
