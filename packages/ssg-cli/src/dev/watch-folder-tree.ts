import { readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';

export interface FolderTreeWatchOptions {
  /** Whether a path below the folder (relative, with `/`) is left out, with everything below it. */
  ignores?: (relativePath: string) => boolean;
  /** Hears each path below the folder (relative, with `/`) that was written, added or removed. */
  onChange: (relativePath: string) => void;
}

/**
 * Watches a folder and every folder below it, one watch per folder. Node 20's recursive `fs.watch` on Linux watches
 * each file's inode instead: it stops hearing a file once an editor saved it by a rename, walks ignored folders (the
 * build output) file by file, and throws an unhandled 'error' when a folder goes away during its walk. Here a folder's
 * watch hears its files however they are written, ignored folders are never walked, and a folder that went away
 * only ends its watch.
 */
export function watchFolderTree(root: string, options: FolderTreeWatchOptions): { close(): void } {
  const watchers = new Map<string, FSWatcher>();
  const ignores = options.ignores ?? (() => false);
  const relativeOf = (file: string) => path.relative(root, file).split(path.sep).join('/');

  const unwatch = (folder: string) => {
    for (const [watched, watcher] of watchers) {
      if (watched !== folder && !watched.startsWith(folder + path.sep)) continue;
      watcher.close();
      watchers.delete(watched);
    }
  };

  /** Watches `folder` and the folders below it; `report` hears the files found there (a folder moved in whole). */
  const add = (folder: string, report?: (file: string) => void) => {
    if (watchers.has(folder)) return;
    let watcher: FSWatcher;
    try {
      watcher = watch(folder, (event, name) => name && heard(folder, event, name.toString()));
    } catch {
      return; // Gone (or no folder) by now: its parent's watch reports it.
    }
    watcher.on('error', () => unwatch(folder));
    watchers.set(folder, watcher);
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return unwatch(folder);
    }
    for (const entry of entries) {
      const file = path.join(folder, entry.name);
      if (ignores(relativeOf(file))) continue;
      if (entry.isDirectory()) add(file, report);
      else report?.(relativeOf(file));
    }
  };

  const heard = (folder: string, event: string, name: string) => {
    const file = path.join(folder, name);
    const relative = relativeOf(file);
    if (ignores(relative)) return;
    if (event === 'rename') {
      if (isFolder(file)) add(file, options.onChange);
      else unwatch(file);
    }
    options.onChange(relative);
  };

  add(root);
  return {
    close() {
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}

function isFolder(file: string): boolean {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}
