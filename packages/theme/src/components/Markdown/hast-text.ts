import type { Element, ElementContent } from 'hast';

/** The plain text inside a hast node, as a reader would copy it. */
export function textOf(node: ElementContent | Element): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}
