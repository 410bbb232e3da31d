import { describe, expect, it } from 'vitest';
import { mergedShardsEntry, searchShardsOf, shardCountOf } from './search-shards.js';

const documentsOf = (count: number): [string, string][] =>
  Array.from({ length: count }, (_, at) => [`blog/beitrag-${at}/index.html`, `<p>Beitrag ${at}</p>`]);

/** Which folder each page is in. */
const folderByPage = (shards: ReturnType<typeof searchShardsOf>) =>
  new Map(shards.flatMap((shard) => [...shard.documents.keys()].map((file) => [file, shard.dir] as const)));

describe('searchShardsOf', () => {
  it('keeps a site of up to shardSize pages in one index in pagefind/, in the order given', () => {
    const documents = documentsOf(100);
    const shards = searchShardsOf(documents, 100);
    expect(shards).toEqual([{ dir: 'pagefind', documents: new Map(documents) }]);
    expect(mergedShardsEntry(shards)).toBeUndefined();
    expect(searchShardsOf([], 100)).toEqual([{ dir: 'pagefind', documents: new Map() }]);
  });

  it('splits a larger site into a power of two of indexes of about shardSize pages, each page in one', () => {
    expect([100, 101, 200, 201, 401, 1600].map((pages) => shardCountOf(pages, 100))).toEqual([1, 2, 2, 4, 8, 16]);
    const shards = searchShardsOf(documentsOf(1000), 100);
    expect(shards.map((shard) => shard.dir)).toEqual([
      'pagefind',
      ...Array.from({ length: 15 }, (_, at) => `pagefind/shard-${at + 2}`),
    ]);
    expect(shards.reduce((sum, shard) => sum + shard.documents.size, 0)).toBe(1000);
    for (const shard of shards) expect(shard.documents.size).toBeLessThan(100);
    expect(mergedShardsEntry(shards)).toEqual({
      kran_shards: Array.from({ length: 15 }, (_, at) => `shard-${at + 2}/`),
    });
  });

  it('moves no page to another index when a page is added or removed', () => {
    const before = folderByPage(searchShardsOf(documentsOf(1000), 100));
    const after = folderByPage(searchShardsOf([...documentsOf(1000).slice(1), ['neu/index.html', '<p>Neu</p>']], 100));
    for (const [file, dir] of after) if (file !== 'neu/index.html') expect(dir).toBe(before.get(file));
  });

  it('writes no index that no page falls into, numbering the folders over the others', () => {
    const shards = searchShardsOf(documentsOf(5), 1);
    expect(shards.length).toBeLessThan(8);
    expect(shards.every((shard) => shard.documents.size > 0)).toBe(true);
    expect(shards.map((shard) => shard.dir)).toEqual(
      shards.map((_, at) => (at === 0 ? 'pagefind' : `pagefind/shard-${at + 1}`)),
    );
  });
});
