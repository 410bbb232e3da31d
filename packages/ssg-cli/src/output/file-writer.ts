import {
  constants,
  copyFileSync,
  existsSync,
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
  /**
   * Whether `toDir` gets only the files that changed, which then replace the previous output's in place (kran dev):
   * a file with the same bytes is left where it is, not linked, and recorded in `kept`.
   */
  writesOnlyChanges?: boolean;
  /** Writing only changes: the previous output's files (paths below `fromDir` with `/`), known without the disk. */
  files?: ReadonlySet<string>;
}

/**
 * Writes files synchronously, creating each folder once: a build writes thousands into a few hundred folders.
 * Given the previous output, a file whose bytes did not change is linked from there, not written again: it keeps
 * its modification time, and the swap of the output folder writes no unchanged byte.
 */
export class FileWriter {
  private readonly folders = new Set<string>();
  /** Writing only changes: the files below `toDir` left as they are in the previous output. */
  readonly kept = new Set<string>();
  /** Writing only changes: the folders below `toDir` left as they are in the previous output with all their files. */
  readonly keptFolders = new Set<string>();

  constructor(private readonly previous?: PreviousOutput) {}

  write(file: string, contents: string | Uint8Array): void {
    const previousFile = this.previousFileOf(file);
    if (previousFile && hasBytes(previousFile, contents) && this.keep(previousFile, file)) return;
    this.ensureFolderOf(file);
    replaceFile(file, () => writeFileSync(file, contents, { flag: 'wx' }));
  }

  /**
   * Writes a file whose name carries the hash of its bytes: one of the same name and size in the previous output
   * has the same bytes, so it is linked without reading it.
   */
  writeNamedByContent(file: string, contents: string): void {
    const previousFile = this.previousFileOf(file);
    const isSame =
      previousFile !== undefined &&
      (this.isListed(previousFile) ?? sizeOf(previousFile) === Buffer.byteLength(contents));
    if (isSame && this.keep(previousFile, file)) return;
    this.write(file, contents);
  }

  /** Copies a file as `write` writes it: linked from the previous output when the bytes there are the same. */
  copy(from: string, file: string): void {
    const previousFile = this.previousFileOf(file);
    if (previousFile && isSameFile(previousFile, from) && this.keep(previousFile, file)) return;
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
    this.keep(previousFile, file);
  }

  /**
   * Puts the previous output's file at the same place below `toDir`: as a link, or, writing only changes, by leaving
   * it where it is. False when the previous output has no such file.
   */
  keep(previousFile: string, file: string): boolean {
    if (!this.previous?.writesOnlyChanges) return this.link(previousFile, file);
    if (!(this.isListed(previousFile) ?? existsSync(previousFile))) return false;
    this.kept.add(file);
    return true;
  }

  /** Puts the previous output's file at the same place as `file`, as `keep` does; false when it has none. */
  keepFromPrevious(file: string): boolean {
    const previousFile = this.previousFileOf(file);
    return previousFile !== undefined && this.keep(previousFile, file);
  }

  /** Puts every file of the previous output's folder at the same place below `toDir`, as `keep` does. */
  keepFolder(folder: string): void {
    const previousFolder = this.previousFileOf(folder);
    if (!previousFolder) throw new Error(`${folder} is not below the folder this build writes.`);
    if (!existsSync(previousFolder)) return;
    if (this.previous?.writesOnlyChanges) this.keptFolders.add(folder);
    else this.linkTree(previousFolder, folder);
  }

  /** Whether the previous output's list of files has one; undefined without a list. */
  private isListed(previousFile: string): boolean | undefined {
    const { fromDir, files } = this.previous ?? {};
    if (!files || !fromDir) return undefined;
    const relative = previousFile.slice(fromDir.length + 1);
    return files.has(path.sep === '/' ? relative : relative.split(path.sep).join('/'));
  }

  /** Links the previous output's file at the same place as `file`; false when it has none. */
  linkFromPrevious(file: string): boolean {
    const previousFile = this.previousFileOf(file);
    return previousFile !== undefined && this.link(previousFile, file);
  }

  private previousFileOf(file: string): string | undefined {
    if (!this.previous) return undefined;
    const { fromDir, toDir } = this.previous;
    // By string in the common case, as it runs for every file of a large site: a path below `toDir` without `..`.
    const below = file.startsWith(`${toDir}${path.sep}`) ? file.slice(toDir.length) : undefined;
    if (below !== undefined && !below.includes(`${path.sep}..`)) return fromDir + below;
    const relative = path.relative(toDir, file);
    return relative.startsWith('..') || path.isAbsolute(relative) ? undefined : path.join(fromDir, relative);
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
