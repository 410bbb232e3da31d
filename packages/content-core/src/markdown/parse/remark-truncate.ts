import type { Parent, Root } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';

const TRUNCATE_MARKER = /^<!--\s*truncate\s*-->$/;

/**
 * Removes the truncate marker `<!--truncate-->`, as a block of its own or inline within a paragraph, and
 * returns the offset in the source where it stood: the summary is everything before it.
 */
export function takeTruncateOffset(tree: Root): number | undefined {
  let offset: number | undefined;
  visit(tree, 'html', (node, index, parent: Parent | undefined) => {
    if (offset !== undefined || !parent || index === undefined || !TRUNCATE_MARKER.test(node.value.trim())) return;
    offset = node.position?.start.offset;
    parent.children.splice(index, 1);
    return [SKIP, index];
  });
  return offset;
}
