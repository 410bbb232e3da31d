import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { FileWriter } from './file-writer.js';
import type { OutputTrash } from './output-trash.js';

/**
 * Writes a file by renaming a finished temporary file into place, so a build running at the same time (a
 * test and `turbo run build` on one site) never reads it half-written.
 */
export async function writeFileAtomically(file: string, contents: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}-${randomUUID()}.tmp`;
  await writeFile(temporary, contents);
  await rename(temporary, file);
}

/** A folder a build writes into, swapped in place of the real output only when the build succeeded. */
export class StagedOutput {
  readonly dir: string;
  /** A folder for the build's own intermediate files, removed with the staging folder. */
  readonly scratchDir: string;

  /**
   * `dir` is given where another thread goes on with a staging folder this one named; `trash` takes the folders
   * the build leaves behind, to be removed later (else they are removed at once).
   */
  constructor(
    readonly outDir: string,
    dir?: string,
    private readonly trash?: OutputTrash,
  ) {
    this.dir = dir ?? path.join(path.dirname(outDir), `.${path.basename(outDir)}-staging-${process.pid}-${Date.now()}`);
    this.scratchDir = `${this.dir}-scratch`;
    this.files = new FileWriter({ fromDir: outDir, toDir: this.dir });
  }

  /** Writes below the staging folder, linking each file whose bytes the previous output has at the same place. */
  readonly files: FileWriter;

  /** Whether the folder gets only the files that changed (in-place-output.ts) rather than the whole output. */
  get writesOnlyChanges(): boolean {
    return false;
  }

  async prepare(): Promise<void> {
    await clearKilledBuilds(this.outDir);
    await mkdir(this.dir, { recursive: true });
  }

  /** Writes a file below the staging folder, creating folders as needed. */
  async write(relativePath: string, contents: string | Uint8Array): Promise<void> {
    this.files.write(path.join(this.dir, relativePath), contents);
  }

  /** Copies one file to a path below the staging folder, creating folders as needed. */
  async copyFile(from: string, relativePath: string): Promise<void> {
    this.files.copy(from, path.join(this.dir, relativePath));
  }

  /** Copies every file below `from` to the same place in the staging folder, keeping files already there. */
  async copyFolder(from: string): Promise<void> {
    if (!existsSync(from)) return;
    for (const entry of await readdir(from, { recursive: true, withFileTypes: true })) {
      const file = path.join(entry.parentPath, entry.name);
      // A symbolic link to a file is copied as the file it points at.
      if (!entry.isFile() && !(entry.isSymbolicLink() && statSync(file).isFile())) continue;
      const target = path.join(this.dir, path.relative(from, file));
      if (!existsSync(target)) this.files.copy(file, target);
    }
  }

  /** Puts the staged folder in place of the output folder; the previous output stays beside it until removed. */
  async swapIn(): Promise<void> {
    if (existsSync(this.outDir)) await rename(this.outDir, this.previousDir);
    await rename(this.dir, this.outDir);
  }

  /** Removes the previous output and the scratch folder (or moves them into the trash), once swapped in. */
  async removeLeftovers(): Promise<void> {
    await Promise.all(
      [this.previousDir, this.scratchDir].map((folder) =>
        this.trash ? this.trash.discard(folder) : rm(folder, { recursive: true, force: true }),
      ),
    );
  }

  private get previousDir(): string {
    return `${this.dir}-previous`;
  }

  async discard(): Promise<void> {
    await Promise.all([
      rm(this.dir, { recursive: true, force: true }),
      rm(this.scratchDir, { recursive: true, force: true }),
    ]);
  }
}

/**
 * Removes the staging folders that builds into `outDir` left when they were killed; a build killed between the two
 * renames of `swapIn` left no output folder, so its `-previous` folder (the last good output) is put back first.
 * Returns the removed folders' names.
 */
export async function clearKilledBuilds(outDir: string): Promise<string[]> {
  const parent = path.dirname(outDir);
  const pattern = new RegExp(`^\\.${escapeRegExp(path.basename(outDir))}-staging-(\\d+)-\\d+(-previous|-scratch)?$`);
  const names = existsSync(parent) ? await readdir(parent) : [];
  const removed: string[] = [];
  for (const name of names) {
    const match = pattern.exec(name);
    if (!match || isRunning(Number(match[1]))) continue;
    const folder = path.join(parent, name);
    if (match[2] === '-previous' && !existsSync(outDir)) await rename(folder, outDir);
    else {
      await rm(folder, { recursive: true, force: true });
      removed.push(name);
    }
  }
  return removed;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A short content hash for file names. */
export function contentHash(contents: string): string {
  return createHash('sha256').update(contents).digest('base64url').slice(0, 10);
}

/** `build/<route>/index.html` for a route path; the home page is `index.html`. */
export function htmlFileOf(routePath: string): string {
  return routePath === '/' ? 'index.html' : `${routePath.replace(/^\//, '')}/index.html`;
}
