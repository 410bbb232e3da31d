import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** The name of the trash folder in the build cache's folder. */
export const TRASH_DIR = 'trash';

/**
 * Where a build moves the folders it no longer needs (the output it replaced, its scratch folder), so that it ends
 * without waiting for their removal: the next build removes them while it works. A folder on another file system
 * than the trash cannot be moved there and is removed at once.
 */
export class OutputTrash {
  constructor(readonly dir: string) {}

  /** Moves the folder into the trash, or removes it when it cannot be moved. */
  async discard(folder: string): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    try {
      await rename(folder, path.join(this.dir, `${path.basename(folder)}-${process.pid}-${Date.now()}`));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      await rm(folder, { recursive: true, force: true });
    }
  }

  /** Removes everything earlier builds put into the trash. */
  async empty(): Promise<void> {
    const names = await readdir(this.dir).catch(() => []);
    await Promise.all(names.map((name) => rm(path.join(this.dir, name), { recursive: true, force: true })));
  }
}
