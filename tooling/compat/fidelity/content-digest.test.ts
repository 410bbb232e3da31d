import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentDigest } from './content-digest';

describe('contentDigest', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'kran-digest-'));
    mkdirSync(path.join(dir, 'blog/nested'), { recursive: true });
    writeFileSync(path.join(dir, 'blog/a.md'), 'first');
    writeFileSync(path.join(dir, 'blog/nested/b.md'), 'second');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gives the same digest for the same files and extra value', () => {
    const folders = [path.join(dir, 'blog')];
    expect(contentDigest(folders, { version: 1 })).toBe(contentDigest(folders, { version: 1 }));
    expect(contentDigest(folders, { version: 1 })).toMatch(/^[0-9a-f]{16}$/);
  });

  it('changes when a file changes, a file is renamed or the extra value changes', () => {
    const folders = [path.join(dir, 'blog')];
    const before = contentDigest(folders, { version: 1 });
    expect(contentDigest(folders, { version: 2 })).not.toBe(before);
    writeFileSync(path.join(dir, 'blog/nested/b.md'), 'changed');
    const edited = contentDigest(folders, { version: 1 });
    expect(edited).not.toBe(before);
    rmSync(path.join(dir, 'blog/a.md'));
    writeFileSync(path.join(dir, 'blog/c.md'), 'first');
    expect(contentDigest(folders, { version: 1 })).not.toBe(edited);
  });
});
