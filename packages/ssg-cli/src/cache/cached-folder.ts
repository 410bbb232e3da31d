import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { FileWriter } from '../output/file-writer.js';

/**
 * A folder of files kept in the cache folder as `<kind>-<key>/`: made complete under a temporary name and then
 * renamed, so a folder under its key is always whole. Only the folder of the newest key is kept.
 */
export class CachedFolder {
  constructor(
    private readonly cacheFolder: string,
    private readonly kind: string,
  ) {}

  dirOf(key: string): string {
    return path.join(this.cacheFolder, `${this.kind}-${key}`);
  }

  has(key: string): boolean {
    return existsSync(this.dirOf(key));
  }

  /** Links the given files (relative paths) from below `fromDir` into the folder of `key`, replacing the others. */
  keep(key: string, fromDir: string, files: string[]): void {
    const temporary = `${this.dirOf(key)}.${process.pid}.tmp`;
    rmSync(temporary, { recursive: true, force: true });
    const writer = new FileWriter();
    for (const file of files) writer.link(path.join(fromDir, file), path.join(temporary, file));
    rmSync(this.dirOf(key), { recursive: true, force: true });
    renameSync(temporary, this.dirOf(key));
    for (const name of readdirSync(this.cacheFolder)) {
      if (name.startsWith(`${this.kind}-`) && name !== path.basename(this.dirOf(key)))
        rmSync(path.join(this.cacheFolder, name), { recursive: true, force: true });
    }
  }
}
