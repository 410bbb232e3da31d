import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PART_COUNT, PartedStore } from './parted-store.js';

const entriesOf = (count: number, text: (index: number) => string): [string, string][] =>
  Array.from({ length: count }, (_, index) => [`/blog/beitrag-${index}`, text(index)]);

/** The part files of a kind in the folder, by name, with their modification times. */
function partFilesOf(folder: string, kind: string): Map<string, number> {
  return new Map(
    readdirSync(folder)
      .filter((name) => name.startsWith(`${kind}.part-`))
      .map((name) => [name, statSync(path.join(folder, name)).mtimeMs]),
  );
}

/** A store in a new folder, with the notices it gave. */
function storeIn(folder = mkdtempSync(path.join(tmpdir(), 'kran-parted-'))) {
  const notices: string[] = [];
  return { folder, notices, store: new PartedStore<string>(folder, 'pages', (line) => notices.push(line)) };
}

describe('PartedStore', () => {
  it('reads back what it wrote under the same key, with what the entries share, and nothing under another', async () => {
    const { folder, store } = storeIn();
    const entries = entriesOf(100, (index) => `Text ${index} – Grüße`);
    await store.write(
      'key',
      store.nothingRead().toWrite('frame', entries, () => false),
    );

    const { store: again, notices } = storeIn(folder);
    const read = again.read('key')!;
    expect(read.shared).toBe('frame');
    expect(read.parts.isWhole).toBe(true);
    expect(new Map(read.parts.entries())).toEqual(new Map(entries));
    expect(again.read('other')).toBeUndefined();
    expect(notices).toEqual([]);
  });

  it("after one entry changed, writes only the part it falls in, and removes that part's old file", async () => {
    const { folder, store } = storeIn();
    const entries = entriesOf(200, (index) => `Text ${index}`);
    await store.write(
      'key',
      store.nothingRead().toWrite('frame', entries, () => false),
    );
    const before = partFilesOf(folder, 'pages');
    expect(before.size).toBe(PART_COUNT);

    const { store: next } = storeIn(folder);
    const read = next.read('key')!;
    const edited = entries.map(([key, text]): [string, string] => [key, key === '/blog/beitrag-7' ? 'Neu' : text]);
    const kept = new Map(read.parts.entries());
    const written = await next.write(
      'key',
      read.parts.toWrite('frame', edited, (key, text) => kept.get(key) === text),
    );

    expect(written).toBe(1);
    const after = partFilesOf(folder, 'pages');
    expect(after.size).toBe(PART_COUNT);
    const changed = [...after.keys()].filter((name) => !before.has(name));
    expect(changed).toHaveLength(1);
    expect([...before.keys()].filter((name) => !after.has(name))).toHaveLength(1);
    for (const [name, time] of after) if (before.has(name)) expect(time).toBe(before.get(name));
    expect(new Map(storeIn(folder).store.read('key')!.parts.entries())).toEqual(new Map(edited));
  });

  it('writes a part again when an entry of it is gone, though every other entry was kept', async () => {
    const { folder, store } = storeIn();
    const entries = entriesOf(50, (index) => `Text ${index}`);
    await store.write(
      'key',
      store.nothingRead().toWrite('frame', entries, () => false),
    );
    const { store: next } = storeIn(folder);
    const read = next.read('key')!;
    expect(
      await next.write(
        'key',
        read.parts.toWrite('frame', entries.slice(1), () => true),
      ),
    ).toBe(1);
    expect(new Map(storeIn(folder).store.read('key')!.parts.entries())).toEqual(new Map(entries.slice(1)));
  });

  it('leaves out a missing or corrupt part with a notice, and reads the others', async () => {
    const { folder, store } = storeIn();
    const entries = entriesOf(100, (index) => `Text ${index}`);
    await store.write(
      'key',
      store.nothingRead().toWrite('frame', entries, () => false),
    );
    const [missing, corrupt] = [...partFilesOf(folder, 'pages').keys()];
    writeFileSync(path.join(folder, corrupt!), 'not what the cache wrote');
    rmSync(path.join(folder, missing!));

    const { store: again, notices } = storeIn(folder);
    const read = again.read('key')!;
    expect(read.parts.isWhole).toBe(false);
    const cacheName = path.basename(folder);
    expect(notices).toHaveLength(2);
    expect(notices).toEqual(
      expect.arrayContaining([
        `Cache: ${cacheName}/${missing} is missing; building its part anew.`,
        expect.stringMatching(
          new RegExp(`^Cache: ${cacheName}/${corrupt!.replaceAll('.', '\\.')} is unreadable \\(.+\\); building`),
        ),
      ]),
    );
    const left = new Map(read.parts.entries());
    expect(left.size).toBeLessThan(entries.length);
    for (const [key, text] of left) expect(text).toBe(new Map(entries).get(key));

    // The next write makes the two parts again from this build's entries.
    await again.write(
      'key',
      read.parts.toWrite('frame', entries, (key) => left.has(key)),
    );
    const { store: last, notices: none } = storeIn(folder);
    expect(new Map(last.read('key')!.parts.entries())).toEqual(new Map(entries));
    expect(none).toEqual([]);
  });

  it("forgets the index on removeOthers, and the next write under the key keeps the unchanged parts' files", async () => {
    const { folder, store } = storeIn();
    const entries = entriesOf(100, (index) => `Text ${index}`);
    await store.write(
      'key',
      store.nothingRead().toWrite('frame', entries, () => false),
    );
    const before = partFilesOf(folder, 'pages');
    const { store: next } = storeIn(folder);
    const read = next.read('key')!;
    next.removeOthers();
    expect(storeIn(folder).store.read('key')).toBeUndefined();

    expect(
      await next.write(
        'key',
        read.parts.toWrite('frame', entries, () => true),
      ),
    ).toBe(0);
    expect(partFilesOf(folder, 'pages')).toEqual(before);
    expect(storeIn(folder).store.read('key')!.shared).toBe('frame');
  });
});
