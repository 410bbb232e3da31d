import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';

const MAX_LENGTH = 200;

/**
 * A description from the first paragraph with text, as Docusaurus derives one: plain text, shortened.
 * Images do not count (their alt text describes the image, not the page), so a paragraph holding only a
 * logo is passed over. Content without paragraphs (a post that is only a linked heading) is described by
 * its first text.
 */
export function describe(tree: Root): string {
  const blocks = tree.children.filter((node) => node.type !== 'code' && node.type !== 'html');
  const text =
    [...blocks.filter((node) => node.type === 'paragraph'), ...blocks]
      .map(plainText)
      .find((candidate) => candidate !== '') ?? '';
  if (text.length <= MAX_LENGTH) return text;
  const cut = text.slice(0, MAX_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : MAX_LENGTH)} …`;
}

function plainText(node: Root['children'][number]): string {
  return toString(node, { includeHtml: false, includeImageAlt: false }).replace(/\s+/g, ' ').trim();
}
