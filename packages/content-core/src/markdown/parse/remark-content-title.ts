import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { EXIT, visit } from 'unist-util-visit';

/**
 * The text of the content's title as Docusaurus's MDX loader exports it (`contentTitle`): the first heading when it is
 * a `# heading` above any thematic break, else none.
 */
export function contentTitleOf(tree: Root): string | undefined {
  let title: string | undefined;
  visit(tree, ['heading', 'thematicBreak'], (node) => {
    if (node.type === 'heading' && node.depth === 1) title = toString(node);
    return EXIT;
  });
  return title;
}

/**
 * Removes the markdown's leading `# heading` (images and blank paragraphs may stand before it, as in
 * many Docusaurus posts) and returns its text, which becomes the page heading.
 */
export function takeContentTitle(tree: Root): string | undefined {
  for (let index = 0; index < tree.children.length; index++) {
    const node = tree.children[index]!;
    if (node.type === 'heading' && node.depth === 1) {
      tree.children.splice(index, 1);
      return toString(node).trim();
    }
    if (!isDecoration(node)) return undefined;
  }
  return undefined;
}

function isDecoration(node: Root['children'][number]): boolean {
  if (node.type === 'yaml' || node.type === 'thematicBreak') return true;
  if (node.type === 'html') return !/truncate/.test(node.value);
  return (
    node.type === 'paragraph' &&
    node.children.every((child) => child.type === 'image' || (child.type === 'text' && !child.value.trim()))
  );
}
