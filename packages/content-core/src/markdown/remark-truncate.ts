import type { Root } from 'mdast';

const TRUNCATE_MARKER = /^<!--\s*truncate\s*-->$/;

/**
 * Removes the truncate marker `<!--truncate-->` and returns the index of the first top-level node
 * after it (where the summary ends), if there was one.
 */
export function takeTruncateIndex(tree: Root): number | undefined {
  const index = tree.children.findIndex((node) => node.type === 'html' && TRUNCATE_MARKER.test(node.value.trim()));
  if (index === -1) return undefined;
  tree.children.splice(index, 1);
  return index;
}
