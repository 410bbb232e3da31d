import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileWriter } from './file-writer.js';

describe('FileWriter.linkTree', () => {
  it('puts every file of a folder tree at the same place in another, as hard links', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kran-link-tree-'));
    const from = path.join(dir, 'previous', 'pagefind');
    mkdirSync(path.join(from, 'fragment'), { recursive: true });
    writeFileSync(path.join(from, 'pagefind-entry.json'), '{"version":"1"}');
    writeFileSync(path.join(from, 'fragment', 'de_abc.pf_fragment'), 'fragment');
    const to = path.join(dir, 'staged', 'pagefind');

    new FileWriter().linkTree(from, to);

    expect(readFileSync(path.join(to, 'pagefind-entry.json'), 'utf8')).toBe('{"version":"1"}');
    expect(readFileSync(path.join(to, 'fragment', 'de_abc.pf_fragment'), 'utf8')).toBe('fragment');
    expect(statSync(path.join(to, 'fragment', 'de_abc.pf_fragment')).ino).toBe(
      statSync(path.join(from, 'fragment', 'de_abc.pf_fragment')).ino,
    );
  });
});
