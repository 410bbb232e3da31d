import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

export interface FolderSize {
  bytes: number;
  files: number;
}

/** The number of files below a folder and their bytes together. */
export async function folderSize(dir: string): Promise<FolderSize> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  const sizes = await Promise.all(
    files.map(async (entry) => (await stat(path.join(entry.parentPath, entry.name))).size),
  );
  return { bytes: sizes.reduce((sum, size) => sum + size, 0), files: files.length };
}
