import { copyFileSync, linkSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
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

  /** Puts every file below `fromDir` at the same place below `toDir`, as `link` does. */
  linkTree(fromDir: string, toDir: string): void {
    for (const entry of readdirSync(fromDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const from = path.join(entry.parentPath, entry.name);
      this.link(from, path.join(toDir, path.relative(fromDir, from)));
    }
  }

  private ensureFolderOf(file: string): void {
    const folder = path.dirname(file);
    if (this.folders.has(folder)) return;
    mkdirSync(folder, { recursive: true });
    this.folders.add(folder);
  }
}
