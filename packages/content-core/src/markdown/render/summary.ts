import type { ElementContent, Root, RootContent } from 'hast';

/**
 * The content before a place in the source (the truncate marker's offset): whole nodes that end before
 * it, and the part before it of the node it stands in, such as the first half of a paragraph.
 */
export function contentBefore(content: Root, boundary: number): Root {
  return { type: 'root', children: cut(content.children, boundary) };
}

function cut<T extends RootContent | ElementContent>(nodes: T[], boundary: number): T[] {
  const kept: T[] = [];
  for (const node of nodes) {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined) {
      // Generated nodes without a place in the source: whitespace between blocks, the footnotes section.
      if (node.type === 'text' && !node.value.trim()) kept.push(node);
      continue;
    }
    if (start >= boundary) break;
    if (end <= boundary || !('children' in node)) {
      kept.push(node);
      continue;
    }
    kept.push({ ...node, children: cut(node.children as T[], boundary) });
    break;
  }
  while (kept.at(-1)?.type === 'text' && !(kept.at(-1) as { value: string }).value.trim()) kept.pop();
  return kept;
}
