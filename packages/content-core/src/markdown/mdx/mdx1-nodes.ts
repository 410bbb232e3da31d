import type { Parent, Root, RootContent } from 'mdast';
import type { Processor } from 'unified';
import { visit } from 'unist-util-visit';

/** The node types of MDX 1 (Docusaurus 2's plugins write them): raw JSX tags, imports and exports as text. */
const MDX1_TYPES = new Set(['jsx', 'import', 'export']);

const PLACEHOLDER = /^\/\*kran-node:(\d+)\*\/$/;

/**
 * Turns the MDX 1 nodes a plugin wrote (`{type: 'jsx', value: '<Tabs>'}`, `{type: 'import', value: 'import …'}`)
 * into the MDX nodes the MDX parser makes of the same text, as MDX 1 compiled them: a parent's children are written
 * out as MDX, each other child as a placeholder comment, parsed, and the placeholders put back as the children.
 */
export function upgradeMdx1Nodes(tree: Root, mdxParser: Processor<Root>): void {
  const parents: Parent[] = [];
  visit(tree, (node) => {
    if ('children' in node && (node.children as RootContent[]).some(isMdx1Node)) parents.push(node as Parent);
  });
  for (const parent of parents) parent.children = reparse(parent, mdxParser);
}

function reparse(parent: Parent, mdxParser: Processor<Root>): RootContent[] {
  const others: RootContent[] = [];
  const isInline = parent.type === 'paragraph' || parent.type === 'heading';
  const source = parent.children
    .map((child) => {
      if (isMdx1Node(child)) return (child as unknown as { value: string }).value;
      others.push(child);
      return `{/*kran-node:${others.length - 1}*/}`;
    })
    .join(isInline ? '' : '\n\n');
  const parsed = mdxParser.parse(source) as Root;
  // A line of nothing but tags and placeholders is flow content to the MDX parser, yet it stands in a paragraph.
  const children = isInline ? toPhrasing(parsed.children) : parsed.children;
  restorePlaceholders(children, others);
  return children;
}

function toPhrasing(nodes: RootContent[]): RootContent[] {
  return nodes.flatMap((node): RootContent[] => {
    if (node.type === 'paragraph') return node.children;
    if (node.type === 'mdxFlowExpression') return [{ ...node, type: 'mdxTextExpression' }];
    if (node.type === 'mdxJsxFlowElement')
      return [{ ...node, type: 'mdxJsxTextElement', children: toPhrasing(node.children) as never }];
    return [node];
  });
}

function restorePlaceholders(children: RootContent[], others: RootContent[]): void {
  children.forEach((child, index) => {
    const isExpression = child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression';
    const placeholder = isExpression ? PLACEHOLDER.exec(child.value) : null;
    if (placeholder) {
      children[index] = others[Number(placeholder[1])]!;
      return;
    }
    // Places in the text written here are no places in the file.
    delete child.position;
    if ('children' in child) restorePlaceholders(child.children as RootContent[], others);
  });
}

function isMdx1Node(node: RootContent): boolean {
  return MDX1_TYPES.has(node.type);
}

/** Whether a tree holds MDX nodes (MDX 1's or MDX's), as a plugin may add them. */
export function hasMdxNodes(tree: Root): boolean {
  let found = false;
  visit(tree, (node) => {
    if (MDX1_TYPES.has(node.type) || node.type.startsWith('mdx')) found = true;
    return found ? false : undefined;
  });
  return found;
}
