import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';

const MAX_LENGTH = 200;

/** A description from the first paragraph with text, as Docusaurus derives one: plain text, shortened. */
export function describe(tree: Root): string {
  for (const node of tree.children) {
    if (node.type !== 'paragraph') continue;
    const text = toString(node).replace(/\s+/g, ' ').trim();
    if (!text) continue;
    if (text.length <= MAX_LENGTH) return text;
    const cut = text.slice(0, MAX_LENGTH);
    return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : MAX_LENGTH)} …`;
  }
  return '';
}
