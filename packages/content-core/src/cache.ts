import { createHash } from 'node:crypto';
import { readFileSync, statSync, type Stats } from 'node:fs';

/**
 * Remembers work by the hash of its inputs, so a rebuild after one edit redoes only what that edit
 * touched. Entries not used by a build are dropped at its end.
 */
const SETTLED_AFTER_MS = 50;
// Key parts longer than this (file texts) are stood for by their digest, which is computed once per text.
const LONG_PART_CHARS = 256;
// Longer keys are hashed, so the cache does not keep thousands of long strings.
const LONG_KEY_CHARS = 512;

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
  hits = 0;
  misses = 0;

  memo<T>(parts: readonly string[], compute: () => T): T {
    const key = this.keyOf(parts);
    this.used.add(key);
    if (this.entries.has(key)) {
      this.hits++;
      return this.entries.get(key) as T;
    }
    this.misses++;
    const value = compute();
    this.entries.set(key, value);
    return value;
  }

  has(parts: readonly string[]): boolean {
    return this.entries.has(this.keyOf(parts));
  }

  /** Stores work done elsewhere (in a worker) under the key `memo` would use. */
  set(parts: readonly string[], value: unknown): void {
    this.entries.set(this.keyOf(parts), value);
  }

  /**
   * The key of some parts: the parts themselves, each long one replaced by its digest, hashed when still
   * long. An unchanged file's text is the same string in every build, so its digest is found, not computed.
   */
  private keyOf(parts: readonly string[]): string {
    let key = '';
    for (const part of parts) key += `${part.length > LONG_PART_CHARS ? this.digestOf(part) : part}\u0000`;
    return key.length > LONG_KEY_CHARS ? hashOf([key]) : key;
  }

  private digestOf(part: string): string {
    this.usedDigests.add(part);
    let digest = this.digests.get(part);
    if (digest === undefined) this.digests.set(part, (digest = hashOf([part])));
    return digest;
  }

  /** A stable name for an object this cache returned, usable as a key part for work derived from it. */
  identity(value: object): string {
    let id = this.identities.get(value);
    if (id === undefined) this.identities.set(value, (id = String(this.nextIdentity++)));
    return id;
  }

  /**
   * A file's text, read again only when its size, modification time or inode changed since the last build:
   * a rebuild after one edit reads one file instead of all.
   */
  readText(file: string): string {
    const stats = statSync(file);
    const signature = signatureOf(stats);
    this.usedTexts.add(file);
    const known = this.texts.get(file);
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

  /**
   * The content hash (hex) of a file, or undefined when there is no such file; read again only when the
   * file's size, modification time or inode changed since the last build.
   */
  fileHash(file: string): string | undefined {
    this.usedTexts.add(file);
    let stats;
    try {
      stats = statSync(file);
    } catch {
      this.fileHashes.delete(file);
      return undefined;
    }
    if (!stats.isFile()) return undefined;
    const signature = signatureOf(stats);
    const known = this.fileHashes.get(file);
    if (known?.isSettled && known.signature === signature) return known.hash;
    const hash = createHash('sha256').update(readFileSync(file)).digest('hex');
    this.fileHashes.set(file, {
      signature,
      hash,
      isSettled: Date.now() - Math.max(stats.mtimeMs, stats.ctimeMs) > SETTLED_AFTER_MS,
    });
    return hash;
  }

  /** Drops the entries the last build did not use and resets the counters. */
  endBuild(): void {
    for (const key of this.entries.keys()) if (!this.used.has(key)) this.entries.delete(key);
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
