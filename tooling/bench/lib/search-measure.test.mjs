import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { searchIndexStats } from './search-measure.mjs';

/**
 * A build folder with a Pagefind folder laid out as Pagefind writes it, files of the given sizes.
 * @param {Record<string, number>} files
 */
function buildWithIndex(files) {
  const buildDir = mkdtempSync(path.join(tmpdir(), 'kran-bench-search-'));
  for (const [file, size] of Object.entries(files)) {
    const target = path.join(buildDir, 'pagefind', file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, 'x'.repeat(size));
  }
  writeFileSync(
    path.join(buildDir, 'pagefind/pagefind-entry.json'),
    JSON.stringify({ version: '1.6.0', languages: { de: { hash: 'de_1', wasm: 'de', page_count: 4 } } }),
  );
  return buildDir;
}

describe('searchIndexStats', () => {
  it('counts the indexed pages and divides the index data, not the script and WebAssembly, by them', async () => {
    const buildDir = buildWithIndex({
      'pagefind.js': 3000,
      'wasm.de.pagefind': 50_000,
      'pagefind.de_1.pf_meta': 400,
      'index/de_a.pf_index': 1000,
      'fragment/de_b.pf_fragment': 2000,
      'fragment/de_c.pf_fragment': 2000,
      'filter/de_d.pf_filter': 600,
    });
    const stats = await searchIndexStats(buildDir);
    const entryBytes = JSON.stringify({
      version: '1.6.0',
      languages: { de: { hash: 'de_1', wasm: 'de', page_count: 4 } },
    }).length;
    expect(stats).toEqual({
      pages: 4,
      files: 8,
      bytes: 59_000 + entryBytes,
      indexBytes: 6000,
      indexBytesPerPage: 1500,
    });
  });
});
