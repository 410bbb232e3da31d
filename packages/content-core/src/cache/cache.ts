import { createHash } from 'node:crypto';
import { readFileSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';

/**
 * Remembers work by the hash of its inputs, so a rebuild after one edit redoes only what that edit
 * touched. Entries not used by a build are dropped at its end.
 */
const SETTLED_AFTER_MS = 50;
// Key parts longer than this (file texts) are stood for by their digest, which is computed once per text.
const LONG_PART_CHARS = 256;
// Longer keys are hashed, so the cache does not keep thousands of long strings.
const LONG_KEY_CHARS = 512;
// Marks the name of an object that no key describes, so that entries whose key holds one are never persisted.
const LOCAL_IDENTITY = '\u0002local:';
// Starts the name of an object of a stored entry another process computes alike: the hash of the entry's key follows.
const NAME_PREFIX = '\u0001';
const NAME_HASH_CHARS = 40;
// How deep below a stored value its objects are named after the value's key (wrapper -> value -> its parts).
const NAMED_DEPTH = 2;
// More changed paths than this (a branch checked out) are not worth comparing every file with: all files are looked at.
const MAX_HEARD_CHANGES = 200;

/** The entries of a cache that another process may reuse: their keys name nothing that exists only in this one. */
export type PersistableEntries = [key: string, value: unknown][];

export class ContentCache {
  private entries = new Map<string, unknown>();
  private used = new Set<string>();
  private identities = new WeakMap<object, string>();
  private texts = new Map<string, { signature: string; text: string; isSettled: boolean }>();
  private usedTexts = new Set<string>();
  private fileHashes = new Map<string, { signature: string; hash: string; isSettled: boolean }>();
  private digests = new Map<string, string>();
  private usedDigests = new Set<string>();
  private nextIdentity = 0;
  private localKeys = new Set<string>();
  /** The keys of the entries by the name of their objects (the hash in `\u0001<hash>`), for `originOf`. */
  private keysByName = new Map<string, string>();
  /** For an entry whose key names a stored object, the key of the entry that object came from first (originOf). */
  private origins = new Map<string, string>();
  /** The keys of the entries taken over by `restore` and not stored anew since. */
  private restoredKeys = new Set<string>();
  /** What a watcher heard change below its folder since the last complete build (noteChanges). */
  private heard: { root: string; changed: Set<string> } | undefined;
  hits = 0;
  misses = 0;
  /** Entries this process computed or was given (not restored) since the counters were reset. */
  stored = 0;

  memo<T>(parts: readonly string[], compute: () => T): T {
    const key = this.keyOf(parts);
    this.used.add(key);
    if (this.entries.has(key)) {
      this.hits++;
      return this.entries.get(key) as T;
    }
    this.misses++;
    const value = compute();
    this.stored++;
    this.store(key, value);
    return value;
  }

  has(parts: readonly string[]): boolean {
    return this.entries.has(this.keyOf(parts));
  }

  /** Stores work done elsewhere (in a worker) under the key `memo` would use. */
  set(parts: readonly string[], value: unknown): void {
    this.stored++;
    this.store(this.keyOf(parts), value);
  }

  /**
   * The entries the last build used whose keys another process computes alike: those that name an object by
   * `identity` only through the key of the entry it came from. Call after a build, to save them.
   */
  persistableEntries(): PersistableEntries {
    return [...this.entries].filter(([key]) => !this.localKeys.has(key));
  }

  /** Takes over entries another process saved with `persistableEntries` (with the same code and versions). */
  restore(entries: Iterable<[key: string, value: unknown]>): void {
    for (const [key, value] of entries) {
      if (this.entries.has(key)) continue;
      this.store(key, value);
      this.restoredKeys.add(key);
    }
  }

  /** Whether an entry is the one `restore` took over: a saved entry that no work of this process replaced. */
  isRestored(key: string): boolean {
    return this.restoredKeys.has(key);
  }

  /**
   * The key of the entry a computed entry derives from: the one whose stored object its key names first, or that
   * entry's origin in turn (a post's parse for its rendering and its route). Undefined for an entry whose key names
   * no stored object, and for a restored entry. Entries of one origin share objects, so they are best kept together.
   */
  originOf(key: string): string | undefined {
    return this.origins.get(key);
  }

  private store(key: string, value: unknown): void {
    this.restoredKeys.delete(key);
    this.entries.set(key, value);
    // An entry whose key holds an object of this process only names its objects as such too.
    const isLocal = this.localKeys.has(key);
    const name = hashOf([key]);
    if (!isLocal) this.keysByName.set(name, key);
    this.nameObjects(value, `${isLocal ? LOCAL_IDENTITY : NAME_PREFIX}${name}`, 0);
  }

  /**
   * Names a stored value and the objects in it after its key, which determines them, so that a key made of their
   * names means the same in every process. An object reached first under another name keeps that one.
   */
  private nameObjects(value: unknown, name: string, depth: number): void {
    if (typeof value !== 'object' || value === null || this.identities.has(value)) return;
    this.identities.set(value, name);
    if (depth === NAMED_DEPTH) return;
    for (const [property, child] of Object.entries(value)) this.nameObjects(child, `${name}.${property}`, depth + 1);
  }

  /**
   * The key of some parts: the parts themselves, each long one replaced by its digest, hashed when still
   * long. An unchanged file's text is the same string in every build, so its digest is found, not computed.
   */
  private keyOf(parts: readonly string[]): string {
    let key = '';
    let isLocal = false;
    let origin: string | undefined;
    for (const part of parts) {
      if (part.startsWith(LOCAL_IDENTITY)) isLocal = true;
      else if (origin === undefined && part.startsWith(NAME_PREFIX)) {
        const named = this.keysByName.get(part.slice(NAME_PREFIX.length, NAME_PREFIX.length + NAME_HASH_CHARS));
        if (named !== undefined) origin = this.origins.get(named) ?? named;
      }
      key += `${part.length > LONG_PART_CHARS ? this.digestOf(part) : part}\u0000`;
    }
    const hashed = key.length > LONG_KEY_CHARS ? hashOf([key]) : key;
    if (isLocal) this.localKeys.add(hashed);
    else if (origin !== undefined) this.origins.set(hashed, origin);
    return hashed;
  }

  private digestOf(part: string): string {
    this.usedDigests.add(part);
    let digest = this.digests.get(part);
    if (digest === undefined) this.digests.set(part, (digest = hashOf([part])));
    return digest;
  }

  /**
   * The name of an object this cache stored under a key another process computes alike (see `identity`), which
   * stands for the object's content in any process with the same code; none for any other object.
   */
  storedName(value: object): string | undefined {
    const name = this.identities.get(value);
    return name === undefined || name.startsWith(LOCAL_IDENTITY) ? undefined : name;
  }

  /**
   * A stable name for an object, usable as a key part for work derived from it: an object this cache stored is
   * named after its entry's key (the same in every process), any other one by a number of this process.
   */
  identity(value: object): string {
    let id = this.identities.get(value);
    if (id === undefined) this.identities.set(value, (id = `${LOCAL_IDENTITY}${this.nextIdentity++}`));
    return id;
  }

  /**
   * Takes the paths (absolute; a folder stands for everything below it) that a watcher of the folder `root` heard
   * written, added or removed since the last build, when it was watching from that build's start on. Until a build
   * completes, a file below `root` that this cache read and none of these paths names is taken as it was, without
   * looking at it: a rebuild after one edit does not stat thousands of files. The changes of builds that failed
   * add up until one completes.
   */
  noteChanges(root: string, changed: Iterable<string>): void {
    const resolvedRoot = path.resolve(root);
    const paths = [...changed].map((file) => path.resolve(file));
    if (this.heard?.root === resolvedRoot) for (const file of paths) this.heard.changed.add(file);
    else this.heard = { root: resolvedRoot, changed: new Set(paths) };
  }

  /** Whether a watcher heard of every change below `file`'s folder since its last reading, and not of one to it. */
  private isHeardUnchanged(file: string): boolean {
    const heard = this.heard;
    if (!heard || heard.changed.size > MAX_HEARD_CHANGES || !file.startsWith(heard.root + path.sep)) return false;
    for (const changed of heard.changed) if (file === changed || file.startsWith(changed + path.sep)) return false;
    return true;
  }

  /**
   * A file's text, read again only when its size, modification time or inode changed since the last build (or,
   * after noteChanges, only when a watcher heard it change): a rebuild after one edit reads one file instead of all.
   */
  readText(file: string): string {
    const known = this.texts.get(file);
    if (known?.isSettled && this.isHeardUnchanged(file)) {
      this.usedTexts.add(file);
      return known.text;
    }
    const stats = statSync(file);
    const signature = signatureOf(stats);
    this.usedTexts.add(file);
    if (known?.isSettled && known.signature === signature) return known.text;
    const text = readFileSync(file, 'utf8');
    // File times are coarse: a file written in the same moment it was read may change again without a new time.
    this.texts.set(file, {
      signature,
      text,
      isSettled: Date.now() - Math.max(stats.mtimeMs, stats.ctimeMs) > SETTLED_AFTER_MS,
    });
    return text;
  }

  /** Whether a build read the file (its text or its hash) through this cache. */
  hasRead(file: string): boolean {
    return this.texts.has(file) || this.fileHashes.has(file);
  }

  /**
   * The content hash (hex) of a file, or undefined when there is no such file; read again only when the
   * file's size, modification time or inode changed since the last build.
   */
  fileHash(file: string): string | undefined {
    this.usedTexts.add(file);
    const known = this.fileHashes.get(file);
    if (known?.isSettled && this.isHeardUnchanged(file)) return known.hash;
    let stats;
    try {
      stats = statSync(file);
    } catch {
      this.fileHashes.delete(file);
      return undefined;
    }
    if (!stats.isFile()) return undefined;
    const signature = signatureOf(stats);
    if (known?.isSettled && known.signature === signature) return known.hash;
    const hash = createHash('sha256').update(readFileSync(file)).digest('hex');
    this.fileHashes.set(file, {
      signature,
      hash,
      isSettled: Date.now() - Math.max(stats.mtimeMs, stats.ctimeMs) > SETTLED_AFTER_MS,
    });
    return hash;
  }

  /** Drops the entries the last build did not use and forgets the changes a watcher heard (noteChanges). */
  endBuild(): void {
    this.heard = undefined;
    for (const key of this.entries.keys()) if (!this.used.has(key)) this.entries.delete(key);
    for (const key of this.restoredKeys) if (!this.entries.has(key)) this.restoredKeys.delete(key);
    for (const [name, key] of this.keysByName) if (!this.entries.has(key)) this.keysByName.delete(name);
    for (const key of this.origins.keys()) if (!this.entries.has(key)) this.origins.delete(key);
    for (const key of this.localKeys) if (!this.entries.has(key)) this.localKeys.delete(key);
    for (const file of this.texts.keys()) if (!this.usedTexts.has(file)) this.texts.delete(file);
    for (const file of this.fileHashes.keys()) if (!this.usedTexts.has(file)) this.fileHashes.delete(file);
    for (const part of this.digests.keys()) if (!this.usedDigests.has(part)) this.digests.delete(part);
    this.used.clear();
    this.usedDigests.clear();
    this.usedTexts.clear();
  }

  resetCounters(): void {
    this.hits = 0;
    this.misses = 0;
    this.stored = 0;
  }
}

function signatureOf(stats: Stats): string {
  return `${stats.mtimeMs}:${stats.ctimeMs}:${stats.size}:${stats.ino}`;
}

export function hashOf(parts: readonly string[]): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part).update('\u0000');
  return hash.digest('hex');
}
