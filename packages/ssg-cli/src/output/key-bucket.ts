/** The bucket (0 to count − 1) a key falls in, the same on every run and machine: FNV-1a of its UTF-16 code units. */
export function bucketOf(key: string, count: number): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index++) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % count;
}
