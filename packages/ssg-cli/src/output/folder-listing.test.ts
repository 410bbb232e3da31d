import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileStampOf } from './file-stamp.js';
import { readFolderListing } from './folder-listing.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function folderWith(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kran-listing-'));
  folders.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('readFolderListing', () => {
  it('lists every file below the folder with its stamp, and counts their files and bytes', () => {
    const dir = folderWith({ 'index.html': '<p>Start</p>', 'blog/a/index.html': 'A', 'assets/app.js': 'let x;' });
    const listing = readFolderListing(dir);
    const files = ['index.html', 'blog/a/index.html', 'assets/app.js'].map((name) => path.join(dir, name));
    expect([...listing.stamps.keys()].sort()).toEqual([...files].sort());
    for (const file of files) expect(listing.stamps.get(file)).toBe(fileStampOf(file));
    expect(listing.size).toEqual({ files: 3, bytes: 12 + 1 + 6 });
  });

  it('leaves out the entries directly in the folder that the caller names', () => {
    const dir = folderWith({ 'keep.txt': 'k', 'trash/old.html': 'old', 'record-1.v8': 'r', 'part/one.v8': '1' });
    const listing = readFolderListing(dir, (name) => name === 'trash' || name.startsWith('record-'));
    expect([...listing.stamps.keys()].sort()).toEqual([path.join(dir, 'keep.txt'), path.join(dir, 'part/one.v8')]);
  });
});
