import type { TocItem } from '../../types.js';

export interface TocNode extends TocItem {
  children: TocNode[];
}

/** Nests a flat heading list by level: an h3 goes under the h2 before it. Skipped levels nest one step. */
export function nestTocItems(items: readonly TocItem[]): TocNode[] {
  const roots: TocNode[] = [];
  const open: TocNode[] = [];
  for (const item of items) {
    const node: TocNode = { ...item, children: [] };
    while (open.length > 0 && open.at(-1)!.level >= item.level) open.pop();
    (open.at(-1)?.children ?? roots).push(node);
    open.push(node);
  }
  return roots;
}
