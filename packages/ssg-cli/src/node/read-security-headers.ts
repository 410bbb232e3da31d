import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { BASE_SECURITY_HEADERS, SECURITY_HEADERS_FILE } from './security-headers.js';

/** How long the headers a build wrote are trusted before the file is checked for a newer build. */
const RECHECK_MS = 1000;

/**
 * The security headers of the build in `root`: those the build wrote (its Content-Security-Policy included),
 * re-read after a rebuild, or the base headers when the build wrote none.
 */
export function securityHeadersReader(root: string): () => Readonly<Record<string, string>> {
  const file = path.join(root, SECURITY_HEADERS_FILE);
  let headers: Readonly<Record<string, string>> = BASE_SECURITY_HEADERS;
  let version = '';
  let checkedAt = -Infinity;
  return () => {
    const now = performance.now();
    if (now - checkedAt < RECHECK_MS) return headers;
    checkedAt = now;
    try {
      const stats = statSync(file);
      const current = `${stats.ino}:${stats.mtimeMs}:${stats.size}`;
      if (current !== version) {
        headers = { ...BASE_SECURITY_HEADERS, ...(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) };
        version = current;
      }
    } catch {
      headers = BASE_SECURITY_HEADERS;
      version = '';
    }
    return headers;
  };
}
