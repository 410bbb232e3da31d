import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every file below a folder with the hash of its bytes. */
export function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file), createHash('sha256').update(readFileSync(file)).digest('hex')];
      }),
  );
}

/** Every file below a folder, by its path relative to the folder (with `/`), with what `valueOf` says of it. */
export function mapFilesBelow<T>(dir: string, valueOf: (file: string) => T): Map<string, T> {
  return new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file).split(path.sep).join('/'), valueOf(file)];
      }),
  );
}

/** The staging folders a build left in a site folder. */
export const stagingFolders = (site: string) => readdirSync(site).filter((name) => name.startsWith('.build-staging-'));
