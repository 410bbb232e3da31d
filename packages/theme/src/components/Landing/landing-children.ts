import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

export type LinkElement = ReactElement<{ href: string; className?: string }>;

function isLink(node: ReactNode): node is LinkElement {
  return isValidElement(node) && typeof (node.props as { href?: unknown }).href === 'string';
}

function isBlank(node: ReactNode): boolean {
  return typeof node === 'string' && node.trim() === '';
}

/** True for rendered markdown that is only whitespace between blocks. */
export function isContent(node: ReactNode): boolean {
  return !isBlank(node);
}

/**
 * Splits rendered markdown into its body and the links of paragraphs that hold nothing but links,
 * which landing sections show as buttons.
 */
export function splitActions(children: ReactNode): { body: ReactNode[]; links: LinkElement[] } {
  const body: ReactNode[] = [];
  const links: LinkElement[] = [];
  for (const child of Children.toArray(children).filter(isContent)) {
    const parts =
      isValidElement<{ children?: ReactNode }>(child) && child.type === 'p'
        ? Children.toArray(child.props.children)
        : [];
    if (parts.some(isLink) && parts.every((part) => isLink(part) || isBlank(part))) links.push(...parts.filter(isLink));
    else body.push(child);
  }
  return { body, links };
}

/** Splits rendered markdown into nested landing sections of `itemName` (features, cards, columns) and the rest. */
export function splitItems(children: ReactNode, itemName: string): { intro: ReactNode[]; items: ReactNode[] } {
  const parts = Children.toArray(children).filter(isContent);
  const isItem = (child: ReactNode) =>
    isValidElement(child) && (child.props as Record<string, unknown>)['data-landing'] === itemName;
  return { intro: parts.filter((child) => !isItem(child)), items: parts.filter(isItem) };
}

/** Splits rendered markdown into its code blocks (`pre`, whatever component renders them) and the rest. */
export function splitCode(children: ReactNode): { text: ReactNode[]; code: ReactNode[] } {
  const parts = Children.toArray(children).filter(isContent);
  const isCode = (child: ReactNode) =>
    isValidElement(child) &&
    (child.type === 'pre' || (child.props as { node?: { tagName?: string } }).node?.tagName === 'pre');
  return { text: parts.filter((child) => !isCode(child)), code: parts.filter(isCode) };
}
