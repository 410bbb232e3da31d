import { describe, expect, it } from 'vitest';
import { nestTocItems } from './nest-toc-items';

describe('nestTocItems', () => {
  it('puts each heading under the nearest higher-level heading before it', () => {
    const tree = nestTocItems([
      { id: 'a', text: 'A', level: 2 },
      { id: 'a1', text: 'A1', level: 3 },
      { id: 'a2', text: 'A2', level: 3 },
      { id: 'b', text: 'B', level: 2 },
    ]);
    expect(tree.map((node) => [node.id, node.children.map((child) => child.id)])).toEqual([
      ['a', ['a1', 'a2']],
      ['b', []],
    ]);
  });

  it('keeps headings that start deeper than later ones at the top level', () => {
    const tree = nestTocItems([
      { id: 'deep', text: 'Deep', level: 3 },
      { id: 'top', text: 'Top', level: 2 },
    ]);
    expect(tree.map((node) => node.id)).toEqual(['deep', 'top']);
  });
});
