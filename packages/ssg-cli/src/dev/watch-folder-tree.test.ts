import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { watchFolderTree } from './watch-folder-tree.js';

let closeWatch: (() => void) | undefined;
afterEach(() => closeWatch?.());

/** A new folder with `docs/a.md` and `build/index.html`, watched with `build/` left out; `heard` collects paths. */
function watchedFolder(): { root: string; heard: string[] } {
  const root = mkdtempSync(path.join(tmpdir(), 'kran-watch-tree-'));
  mkdirSync(path.join(root, 'docs'));
  mkdirSync(path.join(root, 'build'));
  writeFileSync(path.join(root, 'docs/a.md'), 'A');
  writeFileSync(path.join(root, 'build/index.html'), '<p>A</p>');
  const heard: string[] = [];
  const watcher = watchFolderTree(root, {
    ignores: (file) => file.startsWith('build'),
    onChange: (file) => heard.push(file),
  });
  closeWatch = () => {
    watcher.close();
    rmSync(root, { recursive: true, force: true });
  };
  return { root, heard };
}

/** Saves a file as many editors do: a new file renamed over the old one. */
function saveByRename(file: string, text: string): void {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

describe('watchFolderTree', () => {
  it('hears every save of a file an editor saves by a rename, not only the first', async () => {
    const { root, heard } = watchedFolder();
    for (const text of ['B', 'C', 'D']) {
      heard.length = 0;
      saveByRename(path.join(root, 'docs/a.md'), text);
      await expect.poll(() => heard).toContain('docs/a.md');
    }
    heard.length = 0;
    writeFileSync(path.join(root, 'docs/a.md'), 'E');
    await expect.poll(() => heard).toContain('docs/a.md');
  });

  it('hears the files of a folder made or moved in after it started, and writes in it', async () => {
    const { root, heard } = watchedFolder();
    const outside = mkdtempSync(path.join(tmpdir(), 'kran-watch-tree-moved-'));
    writeFileSync(path.join(outside, 'b.md'), 'B');
    renameSync(outside, path.join(root, 'docs/moved'));
    await expect.poll(() => heard).toContain('docs/moved/b.md');
    mkdirSync(path.join(root, 'docs/new/deeper'), { recursive: true });
    await expect.poll(() => heard).toContain('docs/new');
    writeFileSync(path.join(root, 'docs/new/deeper/c.md'), 'C');
    await expect.poll(() => heard).toContain('docs/new/deeper/c.md');
  });

  it('leaves ignored folders out and goes on hearing after folders come and go in quick succession', async () => {
    const { root, heard } = watchedFolder();
    for (let round = 0; round < 20; round++) {
      mkdirSync(path.join(root, `docs/gone/${round}`), { recursive: true });
      writeFileSync(path.join(root, `docs/gone/${round}/x.md`), 'X');
      rmSync(path.join(root, 'docs/gone'), { recursive: true });
    }
    writeFileSync(path.join(root, 'build/index.html'), '<p>B</p>');
    writeFileSync(path.join(root, 'docs/a.md'), 'after');
    await expect.poll(() => heard).toContain('docs/a.md');
    expect(heard.filter((file) => file.startsWith('build'))).toEqual([]);
  });
});
