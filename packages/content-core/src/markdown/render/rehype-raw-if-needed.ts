import type { Element, Root } from 'hast';
import { raw, type Options } from 'hast-util-raw';
import { visit } from 'unist-util-visit';

// hast-util-raw rebuilds every element from its HTML, without `data`, where a code fence keeps its meta
// (```jsx live, title="…", {1,3}); the meta crosses as this attribute and goes back into `data`.
const META_PROPERTY = 'dataKranCodeMeta';

/** Parses raw HTML from markdown into elements; skips the costly pass for the many files that have none. */
export function rehypeRawIfNeeded() {
  return (tree: Root, file: Options['file']): Root => {
    if (!hasRaw(tree)) return tree;
    visitCode(tree, (code) => {
      const meta = (code.data as { meta?: string } | undefined)?.meta;
      if (meta) code.properties[META_PROPERTY] = meta;
    });
    // With the file, hast-util-raw keeps the source positions that the summary and the link check read.
    const parsed = raw(tree, { file }) as Root;
    visitCode(parsed, (code) => {
      const meta = code.properties[META_PROPERTY];
      if (typeof meta !== 'string') return;
      delete code.properties[META_PROPERTY];
      code.data = { ...code.data, meta } as Element['data'];
    });
    return parsed;
  };
}

function visitCode(tree: Root, visitor: (code: Element) => void): void {
  visit(tree, 'element', (element: Element) => {
    if (element.tagName === 'code') visitor(element);
  });
}

function hasRaw(node: { type: string; children?: unknown[] }): boolean {
  return (
    node.type === 'raw' ||
    (node.children ?? []).some((child) => hasRaw(child as { type: string; children?: unknown[] }))
  );
}
