import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OutputTrash } from './output-trash.js';

function folderWithPage(parent: string, name: string): string {
  const folder = path.join(parent, name);
  mkdirSync(path.join(folder, 'blog'), { recursive: true });
  writeFileSync(path.join(folder, 'blog/index.html'), '<h1>Blog</h1>');
  return folder;
}

describe('OutputTrash', () => {
  it('moves a folder into the trash with its files, and empties the trash later', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kran-trash-'));
    const trash = new OutputTrash(path.join(dir, 'cache/trash'));
    await trash.discard(folderWithPage(dir, 'build-previous'));

    expect(existsSync(path.join(dir, 'build-previous'))).toBe(false);
    const [moved] = readdirSync(trash.dir);
    expect(moved).toMatch(/^build-previous-/);
    expect(readFileSync(path.join(trash.dir, moved!, 'blog/index.html'), 'utf8')).toBe('<h1>Blog</h1>');

    await trash.empty();
    expect(readdirSync(trash.dir)).toEqual([]);
  });

  it('does nothing for a folder that is not there, and empties a trash that was never made', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kran-trash-'));
    const trash = new OutputTrash(path.join(dir, 'trash'));
    await trash.empty();
    await trash.discard(path.join(dir, 'missing'));
    expect(readdirSync(trash.dir)).toEqual([]);
  });
});
