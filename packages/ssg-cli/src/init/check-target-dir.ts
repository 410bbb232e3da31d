import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { InitError } from './init-error.js';

const SHOWN_ENTRIES = 5;

/** Throws an InitError unless `dir` (as the user wrote it) does not exist yet or is an empty folder. */
export async function checkTargetDir(dir: string): Promise<void> {
  const stats = await stat(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (!stats) return;
  const suggestion = `kran init ${freeFolderName(dir)}`;
  if (!stats.isDirectory()) {
    throw new InitError(
      `${dir} is a file, not a folder.\n` +
        '  kran init writes a new site into a folder.\n' +
        `  Name a folder that does not exist yet, e.g. \`${suggestion}\`.`,
    );
  }
  const entries = await readdir(dir, { withFileTypes: true });
  if (entries.length === 0) return;
  const names = entries.map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name));
  throw new InitError(
    `${dir} is not empty: it holds ${listEntries(names)}.\n` +
      '  kran init writes only into an empty folder, so that it overwrites nothing.\n' +
      `  Name a folder that does not exist yet, e.g. \`${suggestion}\`, or an empty one.`,
  );
}

/** `a, b/ and c`, or the first few names and how many more there are. */
function listEntries(names: string[]): string {
  const sorted = names.sort();
  if (sorted.length === 1) return sorted[0]!;
  if (sorted.length <= SHOWN_ENTRIES) return `${sorted.slice(0, -1).join(', ')} and ${sorted.at(-1)}`;
  return `${sorted.slice(0, SHOWN_ENTRIES).join(', ')} and ${sorted.length - SHOWN_ENTRIES} more`;
}

/** A folder beside `dir` that does not exist yet: `dir-2`, `dir-3`, …; for `.` and `..`, `my-site` or `my-site-2`, … */
function freeFolderName(dir: string): string {
  const trimmed = dir.replace(/[\\/]+$/, '');
  const base = /^\.{0,2}$/.test(trimmed) ? 'my-site' : trimmed;
  if (base !== trimmed && !existsSync(base)) return base;
  for (let number = 2; ; number += 1) {
    const candidate = `${base}-${number}`;
    if (!existsSync(candidate)) return candidate;
  }
}
