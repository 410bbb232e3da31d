import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { watchFolderTree } from './watch-folder-tree.js';

/** Type declarations and source maps change nothing a build runs. */
const IGNORED = /\.d\.ts$|\.map$/;
/** A package's watcher writes its files one after another; they are compared once it has been quiet this long. */
const SETTLE_MS = 200;

/**
 * Watches the built output (`dist/`) of packages; once a burst of writes has settled, calls `onSettled` with
 * the files whose content differs from before. A watcher rewriting identical files (tsup on start) changes none.
 */
export function watchPackageOutputs(dirs: string[], onSettled: (changed: string[]) => void): { close(): void } {
  const fingerprints = new Map<string, string | undefined>();
  for (const dir of dirs) {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      const file = path.join(entry.parentPath, entry.name);
      if (entry.isFile() && !IGNORED.test(file)) fingerprints.set(file, fingerprintOf(file));
    }
  }
  const touched = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const compare = () => {
    const changed = [...touched].filter((file) => {
      const fingerprint = fingerprintOf(file);
      if (fingerprints.get(file) === fingerprint) return false;
      fingerprints.set(file, fingerprint);
      return true;
    });
    touched.clear();
    onSettled(changed);
  };
  const watchers = dirs.map((dir) =>
    watchFolderTree(dir, {
      onChange: (name) => {
        if (IGNORED.test(name)) return;
        touched.add(path.join(dir, name));
        clearTimeout(timer);
        timer = setTimeout(compare, SETTLE_MS);
      },
    }),
  );
  return {
    close() {
      clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
    },
  };
}

function fingerprintOf(file: string): string | undefined {
  try {
    return createHash('sha1').update(readFileSync(file)).digest('hex');
  } catch {
    return undefined;
  }
}
