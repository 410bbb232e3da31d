import { copyFileSync, linkSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Writes files synchronously, creating each folder once: a build writes thousands into a few hundred folders. */
export class FileWriter {
  private readonly folders = new Set<string>();

  write(file: string, contents: string | Uint8Array): void {
    this.ensureFolderOf(file);
    writeFileSync(file, contents);
  }

  /** Puts an existing file at `file` as a hard link (a copy across file systems); false when `from` does not exist. */
  link(from: string, file: string): boolean {
    this.ensureFolderOf(file);
    try {
      linkSync(from, file);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return false;
      if (code !== 'EXDEV' && code !== 'EPERM') throw error;
      copyFileSync(from, file);
    }
    return true;
  }

  private ensureFolderOf(file: string): void {
    const folder = path.dirname(file);
    if (this.folders.has(folder)) return;
    mkdirSync(folder, { recursive: true });
    this.folders.add(folder);
  }
}
