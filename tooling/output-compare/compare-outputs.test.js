import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareOutputs } from './compare-outputs.js';
import { describeComparison } from './describe-comparison.js';

/** Writes an output folder of the given files. */
async function output(/** @type {Record<string, string>} */ files) {
  const dir = await mkdtemp(path.join(tmpdir(), 'output-compare-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  return dir;
}

const page = (/** @type {string} */ chunk) => `<script type="module" src="/assets/${chunk}"></script>`;

describe('compareOutputs', () => {
  it('finds two outputs with the same files and bytes identical', async () => {
    const files = { 'index.html': page('chunk-234QDJ4Y.js'), 'assets/chunk-234QDJ4Y.js': 'run()' };
    const comparison = await compareOutputs(await output(files), await output(files));
    expect(comparison).toEqual({ identical: true, sameBesideHashes: true, onlyBefore: [], onlyAfter: [], changed: [] });
    expect(describeComparison(comparison)).toBe('byte-identical.');
  });

  it('tells renamed assets whose code is the same from changed code', async () => {
    const before = await output({
      'index.html': page('chunk-234QDJ4Y.js'),
      'assets/chunk-234QDJ4Y.js': 'run()\n//# sourceMappingURL=chunk-234QDJ4Y.js.map',
      'assets/chunk-234QDJ4Y.js.map': '{"sources":["../src/islands/a.tsx"]}',
    });
    const moved = await output({
      'index.html': page('chunk-4P5LSEQK.js'),
      'assets/chunk-4P5LSEQK.js': 'run()\n//# sourceMappingURL=chunk-4P5LSEQK.js.map',
      'assets/chunk-4P5LSEQK.js.map': '{"sources":["../src/components/a.tsx"]}',
    });
    const comparison = await compareOutputs(before, moved);
    expect(comparison.identical).toBe(false);
    expect(comparison.sameBesideHashes).toBe(true);
    expect(comparison.changed).toEqual(['index.html']);
    expect(describeComparison(comparison)).toMatch(/^the same files and bytes except the client bundle's asset hashes/);

    const changedCode = await output({ 'index.html': page('chunk-4P5LSEQK.js'), 'assets/chunk-4P5LSEQK.js': 'walk()' });
    expect((await compareOutputs(before, changedCode)).sameBesideHashes).toBe(false);
  });

  it('lists the files only one side has and those whose bytes changed', async () => {
    const before = await output({ 'a.html': 'a', 'b.html': 'b', 'feed.xml': '<rss/>' });
    const after = await output({ 'a.html': 'A', 'feed.xml': '<rss/>', 'c.html': 'c' });
    const comparison = await compareOutputs(before, after);
    expect(comparison).toEqual({
      identical: false,
      sameBesideHashes: false,
      onlyBefore: ['b.html'],
      onlyAfter: ['c.html'],
      changed: ['a.html'],
    });
    expect(describeComparison(comparison)).toBe(
      'the outputs differ.\n  only before (1): b.html\n  only after (1): c.html\n  changed (1): a.html',
    );
  });
});
