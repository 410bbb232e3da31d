import { describe, expect, it } from 'vitest';
import { parseMarkdown } from './parse-markdown.js';
import { storedMarkdownOf, treeCopyOf } from './stored-markdown.js';

const source =
  '# Pods\n\nEin Pod teilt sich **Netzwerk** und [Prozessraum](./prozesse.md).\n\n## Quadlet\n\n- eins\n- zwei\n';

describe('stored markdown', () => {
  it('keeps the tree as bytes and gives back the parsed tree, with the rest of the parse as it was', () => {
    const parsed = parseMarkdown(source);
    const stored = storedMarkdownOf(parsed);

    expect(ArrayBuffer.isView(stored.tree)).toBe(true);
    expect(treeCopyOf(stored)).toEqual(parsed.tree);
    const { tree: _parsedTree, ...rest } = parsed;
    const { tree: _storedTree, ...storedRest } = stored;
    expect(storedRest).toEqual(rest);
  });

  it('gives a new copy each time, so a render that changes it leaves the stored file as it was', () => {
    const stored = storedMarkdownOf(parseMarkdown(source));
    const changed = treeCopyOf(stored);
    changed.children = [];

    expect(treeCopyOf(stored).children.length).toBeGreaterThan(0);
  });

  it('copies a tree that is not stored as bytes (a partial parsed in this build)', () => {
    const parsed = parseMarkdown(source);
    const copy = treeCopyOf(parsed);

    expect(copy).toEqual(parsed.tree);
    expect(copy).not.toBe(parsed.tree);
  });

  it('survives a trip through structured cloning, as from a markdown worker', () => {
    const parsed = parseMarkdown(source);
    expect(treeCopyOf(structuredClone(storedMarkdownOf(parsed)))).toEqual(parsed.tree);
  });
});
