import type { Paragraph, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { ADMONITION_TYPES } from '@kran/contract';

// The keywords content-core turns into admonitions are those the theme shows: one list, in the contract.
export { ADMONITION_TYPES, type AdmonitionType } from '@kran/contract';

/**
 * Turns `:::note`, `:::tip`, `:::info`, `:::warning`, `:::danger` (and `:::caution`, `:::secondary`,
 * `:::important`, `:::success`) containers into
 * `<aside data-admonition="type" data-title="...">`. The title comes from `:::note[Title]` (or
 * `:::note Title`, see admonition-titles.ts); the theme supplies the German default title.
 */
export function remarkAdmonitions() {
  return (tree: Root) => {
    visit(tree, 'containerDirective', (node: ContainerDirective) => {
      if (!(ADMONITION_TYPES as readonly string[]).includes(node.name)) return;
      const label = node.children[0];
      let title: string | undefined;
      if (
        label?.type === 'paragraph' &&
        (label as Paragraph & { data?: { directiveLabel?: boolean } }).data?.directiveLabel
      ) {
        title = toString(label).trim();
        node.children.shift();
      }
      node.data = {
        ...node.data,
        hName: 'aside',
        hProperties: { dataAdmonition: node.name, ...(title ? { dataTitle: title } : {}) },
      };
    });
  };
}
