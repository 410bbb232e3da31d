import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { isExternalUrl } from '../../is-external-url.js';
import type { ContentLink } from '../../types.js';

/**
 * The internal `href` and `src` values of a content tree, each at the line and column of the markdown (or raw
 * HTML) that writes it. Read before the positions are stripped; elements the conversion made have none.
 */
export function contentLinksOf(content: Root): ContentLink[] {
  const links: ContentLink[] = [];
  visit(content, 'element', (element: Element) => {
    const start = element.position?.start;
    if (!start) return;
    for (const value of [element.properties.href, element.properties.src]) {
      if (typeof value === 'string' && value !== '' && !isExternalUrl(value))
        links.push({ href: value, line: start.line, column: start.column });
    }
  });
  return links;
}
