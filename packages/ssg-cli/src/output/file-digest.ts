import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The digest (hex) of some strings, each one ended so that ['ab', 'c'] and ['a', 'bc'] differ. */
export function digestOf(parts: readonly (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\u0000');
  return hash.digest('hex');
}

/** The digest of a file's bytes, or undefined when it cannot be read. */
export function fileDigestOf(file: string): string | undefined {
  try {
    return createHash('sha256').update(readFileSync(file)).digest('hex');
  } catch {
    return undefined;
  }
}

/**
 * The digest of every file below a folder, with their paths, leaving out installed packages (node_modules); the
 * same for a missing and an empty folder.
 */
export function folderDigestOf(dir: string): string {
  if (!existsSync(dir)) return digestOf([]);
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !path.relative(dir, entry.parentPath).split(path.sep).includes('node_modules'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  return digestOf(files.flatMap((file) => [path.relative(dir, file), fileDigestOf(file) ?? '']));
}
