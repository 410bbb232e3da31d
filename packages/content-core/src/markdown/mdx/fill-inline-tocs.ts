import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { TocItem } from '../../types.js';
import type { KranElement } from './mdx-nodes.js';

/** Gives each TOCInline the page's headings between its levels. */
export function fillInlineTocs(tree: Root, toc: TocItem[]): void {
  visit(tree, 'kranElement' as never, (node: KranElement) => {
    const levels = node.data.kranTocLevels;
    if (!levels) return;
    const items = toc.filter((item) => item.level >= levels.min && item.level <= levels.max);
    node.data.hProperties.dataKranProps = JSON.stringify({ toc: items });
    delete node.data.kranTocLevels;
  });
}
