import {
  constants,
  copyFileSync,
  linkSync,
  unlinkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** A folder of the last build: a file written below `toDir` with the same bytes as there is linked from it. */
export interface PreviousOutput {
  /** The last build's output folder. */
  fromDir: string;
  /** The folder this build writes, which becomes the output. */
  toDir: string;
}

/**
 * Writes files synchronously, creating each folder once: a build writes thousands into a few hundred folders.
 * Given the previous output, a file whose bytes did not change is linked from there, not written again: it keeps
 * its modification time, and the swap of the output folder writes no unchanged byte.
 */
export class FileWriter {
  private readonly folders = new Set<string>();

  constructor(private readonly previous?: PreviousOutput) {}

  write(file: string, contents: string | Uint8Array): void {
    this.ensureFolderOf(file);
    const previousFile = this.previousFileOf(file);
    if (previousFile && hasBytes(previousFile, contents) && this.link(previousFile, file)) return;
    replaceFile(file, () => writeFileSync(file, contents, { flag: 'wx' }));
  }

  /**
   * Writes a file whose name carries the hash of its bytes: one of the same name and size in the previous output
   * has the same bytes, so it is linked without reading it.
   */
  writeNamedByContent(file: string, contents: string): void {
    const previousFile = this.previousFileOf(file);
    if (previousFile && sizeOf(previousFile) === Buffer.byteLength(contents)) {
      this.ensureFolderOf(file);
      if (this.link(previousFile, file)) return;
    }
    this.write(file, contents);
  }

  /** Copies a file as `write` writes it: linked from the previous output when the bytes there are the same. */
  copy(from: string, file: string): void {
    const previousFile = this.previousFileOf(file);
    if (previousFile && isSameFile(previousFile, from)) {
      this.ensureFolderOf(file);
      if (this.link(previousFile, file)) return;
    }
    this.ensureFolderOf(file);
    replaceFile(file, () => copyFileSync(from, file, constants.COPYFILE_EXCL));
  }

  /**
   * Replaces a file another program wrote (esbuild, Pagefind) by a link to the previous output's file at the same
   * place when their bytes are the same; for a file whose name carries the hash of its bytes, the same size will do.
   */
  linkIfUnchanged(file: string, { isNamedByContent = false } = {}): void {
    const previousFile = this.previousFileOf(file);
    if (!previousFile) return;
    const isSame = isNamedByContent ? sizeOf(previousFile) === sizeOf(file) : isSameFile(previousFile, file);
    if (!isSame) return;
    unlinkSync(file);
    this.link(previousFile, file);
  }

  /** Links the previous output's file at the same place as `file`; false when it has none. */
  linkFromPrevious(file: string): boolean {
    const previousFile = this.previousFileOf(file);
    return previousFile !== undefined && this.link(previousFile, file);
  }

  private previousFileOf(file: string): string | undefined {
    if (!this.previous) return undefined;
    const relative = path.relative(this.previous.toDir, file);
    return relative.startsWith('..') || path.isAbsolute(relative)
      ? undefined
      : path.join(this.previous.fromDir, relative);
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

function sizeOf(file: string): number | undefined {
  try {
    return statSync(file).size;
  } catch {
    return undefined;
  }
}

function hasBytes(file: string, contents: string | Uint8Array): boolean {
  const bytes = typeof contents === 'string' ? Buffer.from(contents) : contents;
  try {
    if (statSync(file).size !== bytes.byteLength) return false;
    return Buffer.compare(readFileSync(file), bytes) === 0;
  } catch {
    return false;
  }
}

function isSameFile(file: string, other: string): boolean {
  try {
    const [stats, otherStats] = [statSync(file), statSync(other)];
    if (stats.ino === otherStats.ino && stats.dev === otherStats.dev) return true;
    return stats.size === otherStats.size && Buffer.compare(readFileSync(file), readFileSync(other)) === 0;
  } catch {
    return false;
  }
}

/**
 * Writes a new file: one already at the path may be a link to the previous output, which must never change, so it
 * is removed first rather than written through.
 */
function replaceFile(file: string, create: () => void): void {
  try {
    create();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    unlinkSync(file);
    create();
  }
}
