import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentCache } from './cache.js';

describe('ContentCache.readText', () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'kran-cache-')), 'post.md');

  it('reads a file again once it has changed, even to the same size', () => {
    const cache = new ContentCache();
    writeFileSync(file, 'Erste Fassung');
    expect(cache.readText(file)).toBe('Erste Fassung');
    writeFileSync(file, 'Zweite, längere Fassung');
    expect(cache.readText(file)).toBe('Zweite, längere Fassung');
    writeFileSync(file, 'Dritte, längere Fassung');
    expect(cache.readText(file)).toBe('Dritte, längere Fassung');
  });
});

describe('ContentCache.noteChanges', () => {
  /** The cache trusts what it read of a file only once the file was written longer than a moment ago. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 80));
  const site = () => {
    const root = mkdtempSync(path.join(tmpdir(), 'kran-heard-'));
    mkdirSync(path.join(root, 'blog'));
    const files = ['blog/a.md', 'blog/b.md', 'docs.md'].map((name) => path.join(root, name));
    for (const file of files) writeFileSync(file, `alt: ${path.basename(file)}`);
    return { root, files };
  };

  it('reads again only the files a watcher heard change, or those below a folder it heard', async () => {
    const { root, files } = site();
    const [a, b, docs] = files as [string, string, string];
    await settle();
    const cache = new ContentCache();
    for (const file of files) cache.readText(file);
    cache.endBuild();

    for (const file of files) writeFileSync(file, `neu: ${path.basename(file)}`);
    cache.noteChanges(root, [a]);
    expect(files.map((file) => cache.readText(file))).toEqual(['neu: a.md', 'alt: b.md', 'alt: docs.md']);
    cache.noteChanges(root, [path.join(root, 'blog')]);
    expect(files.map((file) => cache.readText(file))).toEqual(['neu: a.md', 'neu: b.md', 'alt: docs.md']);
    cache.endBuild();

    // Once a build completed, the next one without heard changes looks at every file again.
    expect(cache.readText(docs)).toBe('neu: docs.md');
    expect(cache.readText(b)).toBe('neu: b.md');
  });

  /** A cache that read a.md and b.md of a new site in a build that completed, once the files had settled. */
  const cacheThatReadTwo = async () => {
    const { root, files } = site();
    const [a, b] = files as [string, string];
    await settle();
    const cache = new ContentCache();
    cache.readText(a);
    cache.readText(b);
    cache.endBuild();
    return { root, a, b, cache };
  };

  it('looks at files outside the watched folder, and at all files after too many changes', async () => {
    const { root, a, b, cache } = await cacheThatReadTwo();
    writeFileSync(a, 'neu');
    writeFileSync(b, 'neu');
    cache.noteChanges(path.join(root, 'docs'), []);
    expect(cache.readText(a)).toBe('neu');
    expect(cache.readText(b)).toBe('neu');
    cache.endBuild();
    await settle();
    cache.readText(b);
    cache.endBuild();

    writeFileSync(b, 'neuer');
    const many = Array.from({ length: 500 }, (_, index) => path.join(root, 'bilder', `${index}.png`));
    cache.noteChanges(root, many);
    expect(cache.readText(b)).toBe('neuer');
  });

  it('keeps the heard changes of a build that did not complete for the next one', async () => {
    const { root, a, b, cache } = await cacheThatReadTwo();
    writeFileSync(a, 'neu');
    cache.noteChanges(root, [a]);
    // The build fails before it reads a.md; the watcher hears b.md next.
    writeFileSync(b, 'neu');
    cache.noteChanges(root, [b]);
    expect([cache.readText(a), cache.readText(b)]).toEqual(['neu', 'neu']);
  });
});

describe('ContentCache.memo', () => {
  const longText = (word: string) => `${word} `.repeat(200);

  it('finds work again by equal parts, long texts among them, and tells apart texts that differ', () => {
    const cache = new ContentCache();
    let computed = 0;
    const compute = () => ++computed;
    expect(cache.memo(['post', 'blog/a.md', longText('Podman')], compute)).toBe(1);
    // An equal text that is another string object, as after reading an unchanged file again.
    expect(cache.memo(['post', 'blog/a.md', longText('Podman')], compute)).toBe(1);
    expect(cache.memo(['post', 'blog/a.md', longText('Buildah')], compute)).toBe(2);
    expect(cache.memo(['post', 'blog/a.md', longText('Podman'), 'x'.repeat(600)], compute)).toBe(3);
    expect(cache.memo(['post', 'blog/a.md', longText('Podman'), 'y'.repeat(600)], compute)).toBe(4);
    expect(cache.has(['post', 'blog/a.md', longText('Buildah')])).toBe(true);
  });

  it('parts are not run together: the same characters split differently are another key', () => {
    const cache = new ContentCache();
    cache.memo(['ab', 'c'], () => 'first');
    expect(cache.memo(['a', 'bc'], () => 'second')).toBe('second');
  });

  it('forgets after a build what that build did not use', () => {
    const cache = new ContentCache();
    cache.memo(['post', longText('alt')], () => 'alt');
    cache.endBuild();
    cache.memo(['post', longText('neu')], () => 'neu');
    cache.endBuild();
    expect(cache.has(['post', longText('alt')])).toBe(false);
    expect(cache.has(['post', longText('neu')])).toBe(true);
  });
});

describe('ContentCache.persistableEntries and restore', () => {
  it('lets another process find work derived from stored work, named after the keys that made it', () => {
    const first = new ContentCache();
    const parsed = first.memo(['parse', 'blog/a.md', 'text'], () => ({ value: { tree: { type: 'root' } } }));
    first.memo(['render', first.identity(parsed.value.tree)], () => '<p>a</p>');
    const entries = structuredClone(first.persistableEntries());

    const second = new ContentCache();
    second.restore(entries);
    const restored = second.memo(['parse', 'blog/a.md', 'text'], () => ({ value: { tree: { type: 'other' } } }));
    expect(restored).toEqual(parsed);
    expect(second.memo(['render', second.identity(restored.value.tree)], () => 'computed again')).toBe('<p>a</p>');
    expect(second.misses).toBe(0);
  });

  it('keeps no entry whose key names an object only this process knows', () => {
    const cache = new ContentCache();
    const made = { file: 'blog/a.md' };
    cache.memo(['summary', cache.identity(made)], () => 'summary of a');
    cache.memo(['post', 'blog/a.md'], () => 'post a');
    expect(cache.persistableEntries().map(([, value]) => value)).toEqual(['post a']);
  });

  it('keeps no entry made from the work of such an entry, and gives that work no name another process knows', () => {
    const cache = new ContentCache();
    const local = cache.memo(['summary', cache.identity({ file: 'blog/a.md' })], () => ({ tree: { type: 'root' } }));
    expect(cache.storedName(local.tree)).toBeUndefined();
    cache.memo(['render', cache.identity(local.tree)], () => '<p>a</p>');
    const parsed = cache.memo(['parse', 'blog/a.md'], () => ({ tree: { type: 'root' } }));
    expect(cache.storedName(parsed.tree)).toBe(cache.identity(parsed.tree));
    expect(cache.persistableEntries().map(([, value]) => value)).toEqual([parsed]);
  });

  it('counts the entries it computed, not those it restored', () => {
    const first = new ContentCache();
    first.memo(['post', 'blog/a.md'], () => 'post a');
    const second = new ContentCache();
    second.restore(first.persistableEntries());
    second.memo(['post', 'blog/a.md'], () => 'again');
    expect(second.stored).toBe(0);
    second.memo(['post', 'blog/b.md'], () => 'post b');
    expect(second.stored).toBe(1);
  });

  it('tells which of its entries are those restored, not replaced by work of this process', () => {
    const first = new ContentCache();
    first.memo(['post', 'blog/a.md'], () => 'post a');
    first.memo(['post', 'blog/b.md'], () => 'post b');
    const second = new ContentCache();
    second.restore(first.persistableEntries());
    second.memo(['post', 'blog/a.md'], () => 'again');
    second.set(['post', 'blog/b.md'], 'post b, edited');
    second.memo(['post', 'blog/c.md'], () => 'post c');
    const restored = second.persistableEntries().filter(([key]) => second.isRestored(key));
    expect(restored.map(([, value]) => value)).toEqual(['post a']);
  });

  it('tells the entry a computed entry derives from, through the stored objects its key names', () => {
    const cache = new ContentCache();
    const parsed = cache.memo(['post', 'blog/a.md'], () => ({ tree: { type: 'root' } }));
    const rendered = cache.memo(['render', cache.identity(parsed.tree)], () => ({ html: '<p>a</p>' }));
    cache.memo(['route', 'blog', cache.identity(rendered)], () => ({ path: '/blog/a' }));
    cache.memo(['page', 'start'], () => 'start');
    const keyOf = (value: unknown) => cache.persistableEntries().find(([, stored]) => stored === value)![0];
    const postKey = keyOf(parsed);
    expect(cache.originOf(keyOf(rendered))).toBe(postKey);
    expect(cache.originOf(cache.persistableEntries().find(([key]) => key.startsWith('route'))![0])).toBe(postKey);
    expect(cache.originOf(postKey)).toBeUndefined();
    expect(cache.originOf(keyOf('start'))).toBeUndefined();
  });
});
