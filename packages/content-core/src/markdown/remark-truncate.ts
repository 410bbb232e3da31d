import type { Root } from 'mdast';

const TRUNCATE_MARKER = /^<!--\s*truncate\s*-->$/;

/** Index of the top-level node that holds the truncate marker `<!--truncate-->`, if there is one. */
export function findTruncateIndex(tree: Root): number | undefined {
  const index = tree.children.findIndex((node) => node.type === 'html' && TRUNCATE_MARKER.test(node.value.trim()));
  return index === -1 ? undefined : index;
}
