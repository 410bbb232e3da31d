import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every file below `dir`, as paths relative to it, sorted. */
function filesBelow(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * A short hex digest of the files in `folders` (names and bytes) and of `extra`, which names whatever else decides
 * the output (a config, tool versions): equal inputs give equal digests, and any change gives another.
 */
export function contentDigest(folders: string[], extra: unknown): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(extra));
  for (const folder of folders) {
    hash.update(`\0folder\0${folder}`);
    for (const file of filesBelow(folder)) {
      hash.update(`\0file\0${file}\0`);
      hash.update(readFileSync(path.join(folder, file)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}
