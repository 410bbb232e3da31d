import type { Element, ElementContent, Root, RootContent } from 'hast';

/**
 * Replaces a link left without a target (the sanitiser drops `javascript:` and other unsafe URLs) by its text,
 * so it is no link at all rather than one to the current page. Anchors with an id or name stay: links point at them.
 */
export function rehypeUnwrapHreflessLinks() {
  return (tree: Root) => {
    unwrapIn(tree);
  };
}

function unwrapIn(parent: Root | Element): void {
  parent.children = parent.children.flatMap((child): (RootContent | ElementContent)[] => {
    if (child.type !== 'element') return [child];
    unwrapIn(child);
    return isTargetless(child) ? child.children : [child];
  }) as typeof parent.children;
}

function isTargetless(element: Element): boolean {
  const { href, id, name } = element.properties;
  return element.tagName === 'a' && href === undefined && id === undefined && name === undefined;
}
