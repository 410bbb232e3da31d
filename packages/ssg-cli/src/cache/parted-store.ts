import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { deserialize, serialize } from 'node:v8';
import { PersistentStore } from './persistent-store.js';
import { bucketOf } from '../output/key-bucket.js';

/** How many parts a kind's entries are split into: one edit rewrites the few parts its changed entries fall in. */
export const PART_COUNT = 32;

/** How a part's entries are kept as bytes. */
export interface PartCodec<V> {
  encode(entries: [string, V][]): Uint8Array;
  /** Throws when the bytes are not what `encode` wrote. */
  decode(bytes: Uint8Array): [string, V][];
}

/** Entries of any value V8 can serialize. */
const v8Codec: PartCodec<unknown> = {
  encode: (entries) => serialize(entries),
  decode: (bytes) => deserialize(bytes) as [string, unknown][],
};

/** The index of a parted kind: what all its entries share (a frame, a digest), and each part's file by its digest. */
interface PartsIndex {
  shared: string;
  parts: string[];
}

/** What the next write of a parted kind keeps: the shared text, and each part's entries and whether they changed. */
export interface PartsToWrite<V> {
  shared: string;
  /** The entries by part, as `partOf` assigns them. */
  parts: [string, V][][];
  /** Whether a part holds other entries than the ones read back under the same key (`read`). */
  isChanged(part: number): boolean;
}

/**
 * Entries of one kind (key -> value) kept in PART_COUNT files by a hash of each entry's key, and an index file
 * `<kind>-<key>.v8` that names the part files of that key. A part file, `<kind>.part-<digest>.v8`, is named by the
 * digest of its bytes and written only when its entries changed since they were read, so one edit rewrites the parts
 * its entries fall in and keeps the others' files as they are. The index is written after the parts, so a build
 * stopped in between leaves the last index with the files it names.
 */
export class PartedStore<V> {
  private readonly index: PersistentStore<PartsIndex>;
  private readonly partFiles: PersistentStore<Uint8Array>;
  /** The part files of the index last read or written, by part: a part that did not change keeps its file. */
  private known: { key: string; shared: string; parts: string[] } | undefined;
  /** The part files this store read or wrote whole, by digest. */
  private readonly soundFiles = new Set<string>();

  constructor(
    folder: string,
    kind: string,
    private readonly onNotice: (line: string) => void,
    private readonly codec = v8Codec as PartCodec<V>,
  ) {
    this.index = new PersistentStore(folder, kind, onNotice);
    this.partFiles = new PersistentStore(folder, `${kind}.part`, onNotice);
  }

  /** The index file of a key. */
  fileOf(key: string): string {
    return this.index.fileOf(key);
  }

  /** The part file of a part's digest, as the index names it. */
  partFileOf(digest: string): string {
    return this.partFiles.fileOf(digest);
  }

  /** The part an entry's key falls in. */
  partOf(entryKey: string): number {
    return bucketOf(entryKey, PART_COUNT);
  }

  /**
   * The entries under a key, by part, with what they share; none when there is no usable index. A part whose file is
   * missing or cannot be used is undefined, with a notice.
   */
  read(key: string): { shared: string; parts: ReadParts<V> } | undefined {
    const index = this.index.read(key);
    if (!index) return undefined;
    if (!Array.isArray(index.parts) || index.parts.length !== PART_COUNT) {
      this.onNotice(`Cache: ${this.index.nameOf(key)} names other parts than ${PART_COUNT}; building its part anew.`);
      return undefined;
    }
    this.known = { key, shared: index.shared, parts: index.parts };
    return {
      shared: index.shared,
      parts: new ReadParts(
        this,
        index.parts.map((digest) => this.readPart(digest)),
      ),
    };
  }

  /** The parts read back under no key: none. */
  nothingRead(): ReadParts<V> {
    return new ReadParts(this);
  }

  private readPart(digest: string): [string, V][] | undefined {
    if (!existsSync(this.partFiles.fileOf(digest))) {
      this.onNotice(`Cache: ${this.partFiles.nameOf(digest)} is missing; building its part anew.`);
      return undefined;
    }
    const bytes = this.partFiles.read(digest);
    if (bytes === undefined) return undefined;
    try {
      const entries = this.codec.decode(bytes);
      this.soundFiles.add(digest);
      return entries;
    } catch (error) {
      this.onNotice(
        `Cache: ${this.partFiles.nameOf(digest)} is unreadable (${(error as Error).message}); building its part anew.`,
      );
      return undefined;
    }
  }

  /**
   * Keeps the entries under `key`: writes the parts that changed (or whose file is gone), then the index when it names
   * other files than before, and removes the part files and indexes no longer named. Returns how many parts it wrote.
   */
  async write(key: string, { shared, parts, isChanged }: PartsToWrite<V>): Promise<number> {
    const known = this.known?.key === key ? this.known.parts : undefined;
    const names: string[] = [];
    let written = 0;
    for (let part = 0; part < PART_COUNT; part++) {
      const knownName = known?.[part];
      if (knownName !== undefined && !isChanged(part) && existsSync(this.partFiles.fileOf(knownName))) {
        names.push(knownName);
        continue;
      }
      const bytes = this.codec.encode(parts[part] ?? []);
      const digest = createHash('sha256').update(bytes).digest('hex');
      // A file of that name is written again unless it was read or written whole: it may be one that could not be read.
      if (!this.soundFiles.has(digest) || !existsSync(this.partFiles.fileOf(digest))) {
        await this.partFiles.write(digest, bytes, { keepsOthers: true });
        this.soundFiles.add(digest);
        written++;
      }
      names.push(digest);
    }
    const isSameIndex =
      known !== undefined &&
      this.known?.shared === shared &&
      names.every((name, part) => name === known[part]) &&
      existsSync(this.index.fileOf(key));
    if (!isSameIndex) await this.index.write(key, { shared, parts: names });
    this.known = { key, shared, parts: names };
    this.partFiles.removeAllBut(names);
    return written;
  }

  /** Removes the index files of this kind except the one of `key`; the parts stay for the next write to take over. */
  removeOthers(key?: string): void {
    this.index.removeOthers(key);
  }
}

/**
 * The entries of a kind read back under one key, by part, to tell which parts a build changed: a part changed when
 * it holds an entry that was not read back as it is (`isKept`), or fewer entries than were read.
 */
export class ReadParts<V> {
  /** How many entries each part held when read (none for a part that could not be read). */
  private readonly counts: number[];

  constructor(
    private readonly store: PartedStore<V>,
    /** Each part's entries as read, undefined for a part that could not be read. */
    readonly parts: readonly ([string, V][] | undefined)[] = [],
  ) {
    this.counts = Array.from({ length: PART_COUNT }, (_, part) => parts[part]?.length ?? 0);
  }

  /** Whether every part was read back. */
  get isWhole(): boolean {
    return this.parts.length === PART_COUNT && this.parts.every((part) => part !== undefined);
  }

  /** Whether no entry was read back. */
  get isEmpty(): boolean {
    return this.counts.every((count) => count === 0);
  }

  /** Every entry read back. */
  *entries(): Generator<[string, V]> {
    for (const part of this.parts) if (part) yield* part;
  }

  /** The part each entry read back is in, by its key. */
  partsByKey(): Map<string, number> {
    const partsByKey = new Map<string, number>();
    this.parts.forEach((entries, part) => {
      for (const [key] of entries ?? []) partsByKey.set(key, part);
    });
    return partsByKey;
  }

  /**
   * What to write of this build's entries: a part is written when one of its entries is not kept as it was read.
   * `partOf` places entries that belong together (a part the store's own `partOf` names, or one read back).
   */
  toWrite(
    shared: string,
    entries: Iterable<[string, V]>,
    isKept: (key: string, value: V) => boolean,
    partOf: (key: string) => number = (key) => this.store.partOf(key),
  ): PartsToWrite<V> {
    const parts = Array.from({ length: PART_COUNT }, (): [string, V][] => []);
    const changed = new Set<number>();
    for (const entry of entries) {
      const part = partOf(entry[0]);
      parts[part]!.push(entry);
      if (!changed.has(part) && !isKept(entry[0], entry[1])) changed.add(part);
    }
    for (let part = 0; part < PART_COUNT; part++) if (parts[part]!.length !== this.counts[part]) changed.add(part);
    return { shared, parts, isChanged: (part) => changed.has(part) };
  }
}
