import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** How long a file the build wrote is trusted before it is checked for a newer build. */
const RECHECK_MS = 1000;

/**
 * Reads a JSON file the build wrote below `root`, parsed with `parse`; it is read again after a rebuild
 * (checked at most once a second), and `fallback` stands in while the build wrote none.
 */
export function buildFileReader<T>(root: string, file: string, parse: (json: unknown) => T, fallback: T): () => T {
  const fullPath = path.join(root, file);
  let value = fallback;
  let version = '';
  let checkedAt = -Infinity;
  return () => {
    const now = performance.now();
    if (now - checkedAt < RECHECK_MS) return value;
    checkedAt = now;
    try {
      const stats = statSync(fullPath);
      const current = `${stats.ino}:${stats.mtimeMs}:${stats.size}`;
      if (current !== version) {
        value = parse(JSON.parse(readFileSync(fullPath, 'utf8')));
        version = current;
      }
    } catch {
      value = fallback;
      version = '';
    }
    return value;
  };
}
