import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** A folder whose files are linked below another one: `de/` for a locale's build. */
export interface LinkedFolder {
  dir: string;
  /** Where its files are below the other folder, with `/`: '' for its root. */
  below: string;
}

/**
 * Whether `outDir` holds exactly the files of the folders, each a hard link of the folder's file at the same place:
 * then linking them together again would give the same output.
 */
export function holdsLinksOf(outDir: string, folders: LinkedFolder[]): boolean {
  if (!existsSync(outDir)) return false;
  const expected = new Map<string, string>();
  for (const { dir, below } of folders)
    for (const file of filesBelow(dir)) expected.set(path.join(below, file), identityOf(path.join(dir, file)));
  const actual = filesBelow(outDir);
  return (
    actual.length === expected.size &&
    actual.every((file) => expected.get(file) === identityOf(path.join(outDir, file)))
  );
}

function filesBelow(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

function identityOf(file: string): string {
  const { dev, ino } = statSync(file);
  return `${dev}:${ino}`;
}
