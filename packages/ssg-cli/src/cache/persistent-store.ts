import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { writeFileAtomically } from '../output/write-output.js';
import { CACHE_FORMAT_VERSION } from './cache-folder.js';

/** What a cache file holds besides its value: the format and the key it was written under. */
interface StoredEntry {
  format: number;
  key: string;
  value: unknown;
}

/**
 * One kind of cached result (content, pages, bundle, search index) in the cache folder, in a file named by the
 * digest of its inputs: `<kind>-<key>.v8`. A file that cannot be read, was written in another format or holds
 * another key is not used: `read` tells `onNotice` in one line and the caller builds the result anew.
 */
export class PersistentStore<T> {
  constructor(
    private readonly folder: string,
    private readonly kind: string,
    private readonly onNotice: (line: string) => void,
  ) {}

  fileOf(key: string): string {
    return path.join(this.folder, `${this.kind}-${key}.v8`);
  }

  /** The file of a key as notices name it: below the cache folder's parent (`kran/<kind>-<key>.v8`). */
  nameOf(key: string): string {
    return path.relative(path.dirname(this.folder), this.fileOf(key));
  }

  read(key: string): T | undefined {
    const file = this.fileOf(key);
    if (!existsSync(file)) return undefined;
    const name = this.nameOf(key);
    let entry: StoredEntry;
    try {
      entry = deserialize(readFileSync(file)) as StoredEntry;
    } catch (error) {
      this.onNotice(`Cache: ${name} is unreadable (${(error as Error).message}); building its part anew.`);
      return undefined;
    }
    if (typeof entry !== 'object' || entry === null || entry.format !== CACHE_FORMAT_VERSION) {
      const format = typeof entry === 'object' && entry !== null ? String(entry.format) : 'none';
      this.onNotice(`Cache: ${name} has format ${format}, not ${CACHE_FORMAT_VERSION}; building its part anew.`);
      return undefined;
    }
    if (entry.key !== key) {
      this.onNotice(`Cache: ${name} holds the entry of another key; building its part anew.`);
      return undefined;
    }
    return entry.value as T;
  }

  /** Writes the value under its key and, unless told to keep them, removes the files of this kind under other keys. */
  async write(key: string, value: T, { keepsOthers = false }: { keepsOthers?: boolean } = {}): Promise<void> {
    const entry: StoredEntry = { format: CACHE_FORMAT_VERSION, key, value };
    await writeFileAtomically(this.fileOf(key), serialize(entry));
    if (!keepsOthers) this.removeOthers(key);
  }

  /** Removes the files of this kind except the one of `key`. */
  removeOthers(key?: string): void {
    this.removeAllBut(key === undefined ? [] : [key]);
  }

  /** Removes the files of this kind except those of `keys`. */
  removeAllBut(keys: Iterable<string>): void {
    if (!existsSync(this.folder)) return;
    const keep = new Set([...keys].map((key) => path.basename(this.fileOf(key))));
    for (const name of readdirSync(this.folder)) {
      if (name.startsWith(`${this.kind}-`) && name.endsWith('.v8') && !keep.has(name))
        rmSync(path.join(this.folder, name), { force: true });
    }
  }
}
