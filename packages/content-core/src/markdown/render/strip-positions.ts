import type { Node } from 'unist';

/** Removes `position` from every node, so the manifest is small and independent of line numbers. */
export function stripPositions(node: Node): void {
  delete node.position;
  const children = (node as { children?: Node[] }).children;
  if (children) for (const child of children) stripPositions(child);
}
