import type { Element, ElementContent, Text } from 'hast';

/**
 * Splits highlighted code (text and nested token spans) into one `span.code-line` per line, cloning the
 * token spans that a line break falls inside, so each line can be marked on its own.
 */
export function splitLines(children: ElementContent[]): Element[] {
  const lines: ElementContent[][] = [[]];
  const walk = (nodes: ElementContent[], wrap: (node: ElementContent) => ElementContent) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        node.value.split('\n').forEach((part, index) => {
          if (index > 0) lines.push([]);
          if (part) lines.at(-1)!.push(wrap({ type: 'text', value: part } satisfies Text));
        });
      } else if (node.type === 'element') {
        walk(node.children, (child) => wrap({ ...node, children: [child] }));
      }
    }
  };
  walk(children, (node) => node);
  if (lines.length > 1 && lines.at(-1)!.length === 0) lines.pop();
  return lines.map((line) => ({
    type: 'element',
    tagName: 'span',
    properties: { className: ['code-line'] },
    children: mergeAdjacent(line),
  }));
}

// Neighbouring pieces of one token span (split by the walk) are joined back into one span.
function mergeAdjacent(nodes: ElementContent[]): ElementContent[] {
  const merged: ElementContent[] = [];
  for (const node of nodes) {
    const previous = merged.at(-1);
    if (previous?.type === 'element' && node.type === 'element' && sameSpan(previous, node)) {
      previous.children = mergeAdjacent([...previous.children, ...node.children]);
    } else if (previous?.type === 'text' && node.type === 'text') {
      previous.value += node.value;
    } else {
      merged.push(node.type === 'element' ? { ...node, children: [...node.children] } : { ...node });
    }
  }
  return merged;
}

function sameSpan(a: Element, b: Element): boolean {
  return a.tagName === b.tagName && JSON.stringify(a.properties) === JSON.stringify(b.properties);
}
