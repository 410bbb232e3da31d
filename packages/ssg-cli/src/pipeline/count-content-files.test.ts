import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countContentFiles } from './count-content-files.js';

function site(files: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kran-count-'));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), '# x\n');
  }
  return dir;
}

describe('countContentFiles', () => {
  it('counts the markdown files of the content folders, not those of dependencies, output or hidden folders', () => {
    const dir = site([
      'blog/2020-01-01-a.md',
      'blog/2020-01-02-b/index.mdx',
      'docs/intro.md',
      'docs/bild.svg',
      'node_modules/x/README.md',
      'build/a.md',
      '.ssg/b.md',
      'site.config.ts',
    ]);
    return expect(countContentFiles(dir, 100)).resolves.toBe(3);
  });

  it('stops counting at the limit', async () => {
    const dir = site(Array.from({ length: 30 }, (_, index) => `blog/${index}/a.md`));
    expect(await countContentFiles(dir, 10)).toBeGreaterThanOrEqual(10);
    expect(await countContentFiles(dir, 10)).toBeLessThan(30);
  });
});
