import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ReusedBundle } from '../cache/reused-bundle.js';
import { FileWriter } from '../output/file-writer.js';
import { StagedOutput } from '../output/write-output.js';

/** What a build into the output folder in place changed there, as paths below it with `/`. */
export interface OutputChanges {
  written: string[];
  removed: string[];
}

/**
 * `kran dev`'s output folder, kept from one build to the next. The first build swaps in a whole staged folder; every
 * later one stages only the files whose bytes changed (ChangedFilesOutput) and, once it succeeded, renames each into
 * place and removes the files it no longer makes. The served folder stays a whole build throughout: a failed build
 * leaves it as it was.
 */
export class InPlaceOutput {
  /** The files of the output folder, as paths below it; unknown until a build was committed. */
  private files: Set<string> | undefined;
  /** The client bundle, made again only when one of its inputs changed. */
  readonly bundle = new ReusedBundle();
  /** The gzip sizes of bundle files by path, which carries their content's hash. */
  readonly gzipSizes = new Map<string, number>();

  /**
   * The search documents of the served pages (at their HTML file's path): a build in place writes those of the pages
   * it renders, so the search index can be made anew after the reload. In the system's temporary folder, not the
   * site's, whose every folder `kran dev` watches.
   */
  readonly searchDocumentsDir: string;

  constructor(readonly outDir: string) {
    const name = `kran-dev-search-documents-${createHash('sha256').update(outDir).digest('hex').slice(0, 12)}`;
    this.searchDocumentsDir = path.join(tmpdir(), name);
  }

  /** The files of the output folder (paths below it with `/`), once a build was committed. */
  get knownFiles(): ReadonlySet<string> | undefined {
    return this.files;
  }

  /** The output of a few files written between builds (kran dev's edited pages first), once a build was committed. */
  stageFew(): FewFilesOutput | undefined {
    return this.files && new FewFilesOutput(this.outDir, this.files);
  }

  /** The output of the next build; a first build starts the search documents anew. */
  stage(): StagedOutput {
    if (this.files) return new ChangedFilesOutput(this.outDir, this.files, this.searchDocumentsDir);
    rmSync(this.searchDocumentsDir, { recursive: true, force: true });
    return new StagedOutput(this.outDir);
  }

  /** Takes note of the files of a build whose whole folder was swapped in. */
  async rememberSwapped(): Promise<void> {
    this.files = new Set(await filesBelow(this.outDir));
  }
}

/**
 * A build's output that holds only the files that changed, moved into the real output folder on commit. Files the
 * build writes with the same bytes as the output folder has are left there (FileWriter's `writesOnlyChanges`).
 */
export class ChangedFilesOutput extends StagedOutput {
  override readonly files: FileWriter;

  constructor(
    outDir: string,
    /** The files of the output folder; updated on commit. */
    protected readonly outputFiles: Set<string>,
    /** The search documents of the output's pages, of which those of removed pages are removed on commit. */
    private readonly searchDocumentsDir?: string,
  ) {
    super(outDir);
    this.files = new FileWriter({ fromDir: outDir, toDir: this.dir, writesOnlyChanges: true, files: outputFiles });
  }

  override get writesOnlyChanges(): boolean {
    return true;
  }

  /**
   * Moves the changed files into the output folder (each by a rename, so none is ever half written) and then removes
   * the output's files that this build did not make: neither written nor kept, nor one of `pageFiles` (the HTML files
   * of every page, which the render workers keep or write).
   */
  async commitChanges(pageFiles: readonly string[]): Promise<OutputChanges> {
    const written = await filesBelow(this.dir);
    const createdFolders = new Set<string>();
    for (const file of written) {
      const target = path.join(this.outDir, file);
      const folder = path.dirname(target);
      if (!createdFolders.has(folder)) await mkdir(folder, { recursive: true });
      createdFolders.add(folder);
      await rename(path.join(this.dir, file), target);
      this.outputFiles.add(file);
    }
    const relativeOf = (file: string) => toPosix(file.slice(this.dir.length + 1));
    const made = new Set([...pageFiles, ...written, ...[...this.files.kept].map(relativeOf)]);
    const keptFolders = [...this.files.keptFolders].map((folder) => `${relativeOf(folder)}/`);
    const removed = [...this.outputFiles].filter(
      (file) => !made.has(file) && !keptFolders.some((folder) => file.startsWith(folder)),
    );
    for (const file of removed) {
      await unlink(path.join(this.outDir, file)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
      this.outputFiles.delete(file);
      if (this.searchDocumentsDir && file.endsWith('.html'))
        await rm(path.join(this.searchDocumentsDir, file), { force: true });
    }
    await removeEmptyFolders(this.outDir, removed);
    await this.discard();
    return { written, removed };
  }
}

/**
 * A few changed files written between builds (kran dev's edited pages first), staged and moved into the output
 * folder like a build's, but synchronously: the edited page is waited for, and the thread pool may be busy removing
 * a replaced search index of thousands of files.
 */
export class FewFilesOutput extends ChangedFilesOutput {
  override async prepare(): Promise<void> {
    mkdirSync(this.dir, { recursive: true });
  }

  /** Moves the written files into the output folder and removes none: files a later build no longer makes go then. */
  async commitWritten(): Promise<string[]> {
    const written = readdirSync(this.dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => toPosix(path.relative(this.dir, path.join(entry.parentPath, entry.name))))
      .sort();
    for (const file of written) {
      const target = path.join(this.outDir, file);
      mkdirSync(path.dirname(target), { recursive: true });
      renameSync(path.join(this.dir, file), target);
      this.outputFiles.add(file);
    }
    await this.discard();
    return written;
  }

  override async discard(): Promise<void> {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Removes the folders of removed files that are empty now, and their parents that became empty with them. */
async function removeEmptyFolders(outDir: string, removed: string[]): Promise<void> {
  const folders = new Set(removed.map((file) => path.dirname(file)).filter((folder) => folder !== '.'));
  const deepestFirst = [...folders].sort((a, b) => b.split('/').length - a.split('/').length);
  for (let folder of deepestFirst) {
    while (folder !== '.') {
      const isRemoved = await rmdir(path.join(outDir, folder)).then(
        () => true,
        () => false,
      );
      if (!isRemoved) break;
      folder = path.dirname(folder);
    }
  }
}

/** Every file below a folder, as paths relative to it with `/`; none when the folder does not exist. */
async function filesBelow(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => toPosix(path.relative(dir, path.join(entry.parentPath, entry.name))));
}

function toPosix(file: string): string {
  return file.split(path.sep).join('/');
}
