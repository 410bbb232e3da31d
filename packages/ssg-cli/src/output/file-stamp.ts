import { statSync } from 'node:fs';

/**
 * A file's size, inode and modification time: what changes when anybody writes the file or puts another in its
 * place. Undefined for a missing file.
 */
export function fileStampOf(file: string): string | undefined {
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats && `${stats.size}:${stats.ino}:${stats.mtimeMs}`;
}
