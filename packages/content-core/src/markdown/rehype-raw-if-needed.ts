import type { Root } from 'hast';
import { raw } from 'hast-util-raw';

/** Parses raw HTML from markdown into elements; skips the costly pass for the many files that have none. */
export function rehypeRawIfNeeded() {
  return (tree: Root): Root => (hasRaw(tree) ? (raw(tree) as Root) : tree);
}

function hasRaw(node: { type: string; children?: unknown[] }): boolean {
  return node.type === 'raw' || (node.children ?? []).some((child) => hasRaw(child as { type: string; children?: unknown[] }));
}
